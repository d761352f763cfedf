import { algoliasearch } from "algoliasearch";
import { locales } from "../data/domain/locales";
import { localeIndexName, searchSettingsFor } from "../data/domain/search-settings";
import { languageRecords } from "../server/search/records";

/**
 * `npm run search:push`: replaces the hosted Algolia index's records and settings with the
 * site's own (the same ones the embedded endpoint serves). Needs the admin key, which never
 * goes near the browser bundle.
 */
const required = ["ALGOLIA_APP_ID", "ALGOLIA_ADMIN_KEY", "ALGOLIA_INDEX"] as const;

async function main() {
  const env = Object.fromEntries(
    required.map((name) => [name, process.env[name]?.trim() ?? ""]),
  ) as Record<(typeof required)[number], string>;
  const missing = required.filter((name) => env[name] === "");
  if (missing.length > 0) {
    console.error(
      `npm run search:push needs these environment variables (see .env.example):\n${missing
        .map((name) => `  - ${name}`)
        .join("\n")}`,
    );
    process.exit(1);
  }
  const { ALGOLIA_APP_ID: appId } = env;
  const client = algoliasearch(appId, env.ALGOLIA_ADMIN_KEY);

  for (const locale of locales) {
    const indexName = localeIndexName(env.ALGOLIA_INDEX, locale);
    const records = languageRecords(locale);
    const replaced = await client.replaceAllObjects({ indexName, objects: records });
    const settings = await client.setSettings({
      indexName,
      indexSettings: searchSettingsFor(locale),
    });
    await client.waitForTask({ indexName, taskID: settings.taskID });

    const counts = new Map<string, number>();
    for (const record of records) counts.set(record.type, (counts.get(record.type) ?? 0) + 1);
    console.log(
      `Pushed ${records.length} records to ${appId}/${indexName} (${[...counts]
        .map(([type, count]) => `${count} ${type}`)
        .join(", ")}) in ${replaced.batchResponses.length} batch(es), and its settings.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
