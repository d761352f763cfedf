import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { build } from "vite";
import { siteLocale, type BuildLocale } from "./site-locale-plugin";
import { localeBuildDir } from "../prerender";

/**
 * One language's client bundle and server-rendering bundle, each in its own directory: the
 * languages share every file whose content is the same (React, the kit's code), since a file's
 * name is the hash of its content, and differ only where text is.
 */
async function buildLocale(locale: BuildLocale): Promise<void> {
  const plugins = [siteLocale(locale)];
  await build({
    logLevel: "warn",
    plugins,
    build: { manifest: true, emptyOutDir: true, outDir: localeBuildDir("client", locale) },
  });
  await build({
    logLevel: "warn",
    plugins,
    build: {
      ssr: "site/entry-server.tsx",
      outDir: localeBuildDir("ssr", locale),
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
}

/** Builds the languages one after another in this process. */
export async function buildLocalesHere(builds: readonly BuildLocale[]): Promise<void> {
  for (const locale of builds) await buildLocale(locale);
}

/**
 * Builds the languages, a group of them in each of as many processes as the machine has cores:
 * most of a language's build is the bundler's JavaScript plugins, which run on one thread, so
 * two processes build two languages in about the time of one.
 */
export async function buildLocales(builds: readonly BuildLocale[]): Promise<void> {
  const processes = Math.min(availableParallelism(), builds.length);
  if (processes < 2) return buildLocalesHere(builds);
  const groups = Array.from({ length: processes }, (_, group) =>
    builds.filter((_locale, index) => index % processes === group),
  );
  await Promise.all(
    groups.map(
      (group) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            [
              "--import",
              "tsx",
              path.join(import.meta.dirname, "build-locales-process.ts"),
              ...group,
            ],
            { stdio: "inherit", env: process.env },
          );
          child.on("error", reject);
          child.on("exit", (code, signal) =>
            code === 0
              ? resolve()
              : reject(new Error(`Building ${group.join(", ")} failed (${code ?? signal}).`)),
          );
        }),
    ),
  );
}
