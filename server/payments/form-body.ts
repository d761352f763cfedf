import type { FastifyInstance } from "fastify";

/** Reads a form post (application/x-www-form-urlencoded) as an object of its fields. */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
