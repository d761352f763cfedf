import type { BuildRequest } from "./build-locales";

/**
 * A builder process of `startLocaleBuilders`: loads the bundler, then waits to be asked for its
 * languages, builds and prerenders them, hands their prerenders back and exits. It exits too if
 * the process that started it goes.
 */
const { buildLocalesHere } = await import("./build-locales");
process.on("disconnect", () => process.exit(0));
process.once("message", (message) => {
  const { targets, env } = message as BuildRequest;
  Object.assign(process.env, env);
  void buildLocalesHere(targets).then(
    (built) => process.send?.(built, () => process.disconnect()),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
