// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { subscribeToNewEnquiries } from "../../desk/services/enquiries";

/** A socket that opens at once and keeps what the SDK sends on it, open or not. */
class RecordingSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: RecordingSocket[] = [];
  readyState = RecordingSocket.CONNECTING;
  sent: string[] = [];
  sentAfterClose: string[] = [];

  constructor(readonly url: string) {
    super();
    RecordingSocket.made.push(this);
    setTimeout(() => {
      this.readyState = RecordingSocket.OPEN;
      this.dispatchEvent(new Event("open"));
    }, 0);
  }

  send(data: string) {
    (this.readyState === RecordingSocket.OPEN ? this.sent : this.sentAfterClose).push(data);
  }

  close() {
    this.readyState = RecordingSocket.CLOSED;
    this.dispatchEvent(new Event("close"));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("WebSocket", RecordingSocket);
  RecordingSocket.made = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("the inbox's realtime socket is pinged while it is open, and no more once the inbox stops listening", async () => {
  const stop = subscribeToNewEnquiries(() => undefined);
  await vi.advanceTimersByTimeAsync(1_000);
  const [socket, ...others] = RecordingSocket.made;
  expect(others).toEqual([]);
  expect(socket?.readyState).toBe(RecordingSocket.OPEN);

  await vi.advanceTimersByTimeAsync(20_000);
  expect(socket?.sent.filter((message) => message.includes('"ping"'))).toHaveLength(1);

  stop();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(socket?.readyState).toBe(RecordingSocket.CLOSED);
  expect(socket?.sentAfterClose).toEqual([]);
  expect(RecordingSocket.made).toHaveLength(1);
});
