import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP(S) request as a traveller's browser makes it, trusting `ca` for HTTPS and leaving
 * from `localAddress` (any of 127.0.0.0/8, so one machine can play several travellers).
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    ca?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const request = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        ca: options.ca,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
