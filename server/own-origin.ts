import type { FastifyInstance } from "fastify";

/**
 * This server as it reaches itself, over loopback: where the functions it runs call its API and
 * where it calls its own Pesapal stand-in, never at an address a request named (a forged Host
 * would otherwise choose who answers).
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === "string") {
    throw new Error("The server is not listening on a TCP port, so it cannot call itself.");
  }
  const host =
    address.family === "IPv6"
      ? `[${address.address === "::" ? "::1" : address.address}]`
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address;
  return `http://${host}:${address.port}`;
}
