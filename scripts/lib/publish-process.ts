import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { ContentErrors } from "../../data/content/load";
import { prerenderRecord } from "../prerender";
import { buildDay } from "./build-date";
import { buildInputs, buildInputsFile, languagesToBuild, type BuildInputs } from "./build-inputs";
import { startLocaleBuilders } from "./build-locales";
import { writeContentData } from "./content-data";
import {
  publisherReady,
  type PublishRequest,
  type PublishResult,
} from "../../server/publish/publisher";
import { buildSite, siteLocales } from "./site-build";

/**
 * The publish process of `startPublisher`, started before the edits it publishes so that loading
 * the bundler and the content's code (and starting the other builder process), and first builds
 * to throw away, are done when an edit is saved; it stays, warm, for the edits after it. Asked,
 * it makes the content's data (data/generated/) from the files as they are now, then builds the
 * languages the edit changed into DIST_DIR (the live site's `.next` folder), with the other
 * languages' pages, the desk and the editor linked from the live site, and says how it went (a
 * content file's problem in its answer, a build's in its output). A build that fails ends it,
 * after its answer. It exits too if the server that started it goes.
 */
process.env.NODE_ENV = "production";
const builds = siteLocales();
const builders = startLocaleBuilders(Math.min(availableParallelism(), builds.length), {
  warm: true,
});
/**
 * The date the server was given for its pages (VITE_BUILD_DATE, as `npm run build` takes it), if
 * any: every publish renders it. Else each publish renders its own day.
 */
const givenDate = process.env.VITE_BUILD_DATE || undefined;
/** Set once a publish is asked for: the builders' warm-up stops, and no "ready" follows. */
let asked = false;
void builders.warmed.then(() => asked || process.send?.(publisherReady));
process.on("disconnect", () => {
  builders.stop();
  process.exit(0);
});

/** What the live site was made from, if it says. */
function liveInputs(liveDir: string): BuildInputs | undefined {
  const file = buildInputsFile(liveDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildInputs) : undefined;
}

async function publish({ liveDir, photos }: PublishRequest): Promise<PublishResult> {
  const live = liveInputs(liveDir);
  try {
    writeContentData();
  } catch (error) {
    if (error instanceof ContentErrors) return { ok: false, problem: error.message };
    throw error;
  }
  // Only the languages the edit changed are built again (a translation fixed: that language);
  // the others keep their live pages.
  const changed = photos ? builds : languagesToBuild(live, buildInputs(process.cwd()), builds);
  const keep = builds.filter(
    (locale) => !changed.includes(locale) && existsSync(prerenderRecord(liveDir, locale)),
  );
  const built = builds.filter((locale) => !keep.includes(locale));
  // One date for the client bundle and the prerender, so both render the same "last updated".
  process.env.VITE_BUILD_DATE = givenDate ?? buildDay();
  const summary = await buildSite({
    builders,
    builds: built,
    live: { dir: liveDir, keep, keepPages: !photos },
    compressLater: true,
  });
  return { ok: true, built, rendered: summary.rendered };
}

/** The publishes asked for, one after another. */
let publishing = Promise.resolve();
process.on("message", (message) => {
  asked = true;
  publishing = publishing.then(() =>
    publish(message as PublishRequest).then(
      // The build's garbage is collected while the process waits, not during the next build.
      (result) => void process.send?.(result, () => gc?.()),
      (error: unknown) => {
        builders.stop();
        console.error(error);
        process.send?.({ ok: false } satisfies PublishResult, () => process.exit(1));
      },
    ),
  );
});
