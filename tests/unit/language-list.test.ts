import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "../../data/locales";

type Attribute = { key: string; format?: string; elements?: string[] };
type Collection = { $id: string; attributes: Attribute[] };

const config = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../appwrite.config.json"), "utf8"),
) as { collections: Collection[] };

describe("the languages the services accept", () => {
  const localeAttributes = config.collections.flatMap((collection) =>
    collection.attributes
      .filter((attribute) => attribute.key === "locale")
      .map((attribute) => [collection.$id, attribute] as const),
  );

  it("names a language on the enquiries and the proposals", () => {
    expect(localeAttributes.map(([collection]) => collection).sort()).toEqual([
      "messages",
      "proposals",
    ]);
  });

  it.each(localeAttributes)(
    "lets %s store exactly the site's languages (data/locales.ts)",
    (_collection, attribute) => {
      expect(attribute.format).toBe("enum");
      expect(attribute.elements).toEqual([...locales]);
    },
  );
});
