import type { BuildRequest } from "./build-locales";

/**
 * A builder process of `startLocaleBuilders`: loads the bundler (and, given `--warm-up N`, makes
 * the build to throw away as builder N, cut short if it is asked first), then waits to be asked
 * for its languages, builds and prerenders them, hands their prerenders back and exits. It exits
 * too if the process that started it goes.
 */
const { buildLocalesHere, warmUp, warmedMessage } = await import("./build-locales");
process.on("disconnect", () => process.exit(0));
const warmUpArg = process.argv.indexOf("--warm-up");
const warm = warmUpArg === -1 ? undefined : warmUp(Number(process.argv[warmUpArg + 1]));
void warm?.done.then((completed) => completed && process.send?.(warmedMessage));
process.once("message", (message) => {
  const { targets, env } = message as BuildRequest;
  Object.assign(process.env, env);
  warm?.stop();
  void Promise.resolve(warm?.done)
    .then(() => buildLocalesHere(targets))
    .then(
      (built) => process.send?.(built, () => process.disconnect()),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
