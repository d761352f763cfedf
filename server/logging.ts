import type { FastifyInstance, FastifyServerOptions } from "fastify";

/** Anything shaped like an e-mail address, wherever it appears in a log line. */
const emailAddress = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * Fastify's logger writing JSON lines to `output`, with e-mail addresses masked: an error from
 * the mail relay or a URL can carry one, and no log line may.
 */
export function jsonLogger(
  output: NodeJS.WritableStream = process.stdout,
): FastifyServerOptions["logger"] {
  return {
    level: "info",
    stream: { write: (line: string) => output.write(line.replace(emailAddress, "[e-mail]")) },
  };
}

/**
 * One line per request, written once it is answered: its id (also sent back as X-Request-Id),
 * method, path without the query string (a list query can name an e-mail address), status and
 * duration. Bodies are never logged: they are travellers' enquiries.
 */
export function logEveryRequest(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });
}
