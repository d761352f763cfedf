import type { BuildReply, BuildRequest } from "./build-locales";

/**
 * A builder process of `startLocaleBuilders`: loads the bundler (and, given `--warm-up N`, makes
 * the builds to throw away as builder N, cut short if it is asked first), then builds and
 * prerenders the languages of each request, one request at a time, and hands their prerenders
 * back. A build that fails ends the process. It exits too if the process that started it goes.
 */
const { buildLocalesHere, warmUp, warmedMessage } = await import("./build-locales");
process.on("disconnect", () => process.exit(0));
const warmUpArg = process.argv.indexOf("--warm-up");
const warm = warmUpArg === -1 ? undefined : warmUp(Number(process.argv[warmUpArg + 1]));
void warm?.done.then((completed) => completed && process.send?.(warmedMessage));
process.on("message", (message) => {
  const { targets, env, reuseClient, liveDir } = message as BuildRequest;
  Object.assign(process.env, env);
  warm?.stop();
  void Promise.resolve(warm?.done)
    .then(() => buildLocalesHere(targets, { reuseClient, liveDir }))
    .then(
      // The build's garbage is collected while the builder waits, not during the next build.
      (built) => process.send?.({ built } satisfies BuildReply, () => gc?.()),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
