import type { ChildProcess, Serializable } from "node:child_process";

/** Whether a child process has exited (or been killed). */
export const hasExited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null;

/**
 * Sends `request` to a child process over its IPC channel and resolves to its answer: the next
 * message other than `notice` (which the child sends of its own accord). Rejects if the child
 * has exited, or exits or fails before it answers. The child stays for the next request.
 */
export function askProcess<Answer>(
  child: ChildProcess,
  request: Serializable,
  notice: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (hasExited(child)) {
      reject(
        new Error(`it had exited (${child.exitCode ?? child.signalCode}) before it was asked`),
      );
      return;
    }
    const answered = (message: unknown) => {
      if (message === notice) return;
      settle();
      resolve(message as Answer);
    };
    const failed = (error: Error) => {
      settle();
      reject(error);
    };
    const exited = (code: number | null, signal: NodeJS.Signals | null) =>
      failed(new Error(`it exited (${code ?? signal}) before it answered`));
    const settle = () => {
      child.off("message", answered);
      child.off("error", failed);
      child.off("close", exited);
    };
    child.on("message", answered);
    child.on("error", failed);
    child.on("close", exited);
    child.send(request);
  });
}
