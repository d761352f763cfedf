// @vitest-environment node
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultContentRoot, readSources } from "../../data/content/load";
import { translatedLocales } from "../../data/domain/locales";
import { messageFile, readMessages } from "../../scripts/lib/message-modules";
import {
  importMessages,
  messagePoEntries,
  messageStatus,
  neededForms,
} from "../../scripts/lib/message-translations";
import { formatPo, parsePo } from "../../scripts/lib/po";
import { siteLocale } from "../../scripts/lib/site-locale-plugin";
import { expectOnlyFlaggedForReview } from "./translation-review";

/**
 * A copy of the interface copy and the translations' sources for a test to change; the code the
 * modules' types come from (the kit, the formatting, the locales) is linked, so the copy typechecks.
 */
let root = "";
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "messages-"));
  cpSync(path.join(defaultContentRoot, "site/messages"), path.join(root, "site/messages"), {
    recursive: true,
  });
  symlinkSync(path.join(defaultContentRoot, "site/i18n"), path.join(root, "site/i18n"));
  for (const folder of ["ui", "data", "node_modules"])
    symlinkSync(path.join(defaultContentRoot, folder), path.join(root, folder));
  for (const locale of translatedLocales) {
    mkdirSync(path.join(root, "locales", locale), { recursive: true });
    cpSync(
      path.join(defaultContentRoot, "locales", locale, "sources.json"),
      path.join(root, "locales", locale, "sources.json"),
    );
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const module = (locale: string, part: string) => messageFile(root, locale, part);
const read = (locale: string, part: string) => readFileSync(module(locale, part), "utf8");

function edit(locale: string, part: string, from: string, to: string): void {
  const text = read(locale, part);
  if (!text.includes(from)) throw new Error(`${locale}/${part}.ts has no ${from}`);
  writeFileSync(module(locale, part), text.replace(from, to));
}

/** The type errors of modules of the copy, checked with the project's compiler options. */
function typeErrors(files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(defaultContentRoot, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

const allModules = () =>
  translatedLocales.flatMap((locale) =>
    readdirSync(path.join(root, "site/messages", locale)).map((file) =>
      readFileSync(path.join(root, "site/messages", locale, file), "utf8"),
    ),
  );

const id = "messages/about:facts.founded";
const before = "Founded in Nairobi";
const after = "Founded and based in Nairobi";

describe("an interface text whose English changes", () => {
  it("keeps its five translations, flags them for review with the old English, and the German build still shows the German", async () => {
    const translations = Object.fromEntries(
      translatedLocales.map((locale) => {
        const facts = readMessages(module(locale, "about")).facts;
        return [locale, typeof facts === "object" ? facts.founded : undefined];
      }),
    );
    edit("en", "about", `founded: "${before}"`, `founded: "${after}"`);
    for (const locale of translatedLocales) {
      expectOnlyFlaggedForReview(messageStatus(locale, root), id, {
        source: before,
        english: after,
        translation: translations[locale],
      });
      expect(translations[locale]).toMatch(/\p{L}/u);
      expect(translations[locale]).not.toBe(before);
    }
    // The German build takes `#messages/about` from the German module, which still has its text.
    const { resolveId } = siteLocale("de") as Plugin & {
      resolveId: { filter: { id: RegExp }; handler: (source: string) => string };
    };
    expect(resolveId.filter.id.test("#messages/about")).toBe(true);
    expect(resolveId.handler("#messages/about")).toBe(
      path.join(defaultContentRoot, "site/messages/de/about.ts"),
    );
    const german = (await import(module("de", "about"))) as {
      aboutMessages: { facts: { founded: string } };
    };
    expect(german.aboutMessages.facts.founded).toBe(translations.de);
  });

  it("is exported fuzzy with the English it was made from, and imported back reviewed into the module", async () => {
    edit("en", "about", `founded: "${before}"`, `founded: "${after}"`);
    const po = formatPo({ language: "de", entries: messagePoEntries("de", root) });
    const fuzzy = [
      "#: site/messages/de/about.ts:facts.founded",
      "#, fuzzy",
      `#| msgid "${before}"`,
      `msgctxt "${id}"`,
      `msgid "${after}"`,
      'msgstr "Gegründet in Nairobi"',
    ].join("\n");
    expect(po).toContain(fuzzy);
    // Left as it is, nothing changes and the text still needs review.
    const modules = allModules();
    const count = messageStatus("de", root).length;
    expect(await importMessages("de", parsePo(po).entries, root)).toEqual({
      written: count - 1,
      skipped: 1,
      unknown: [],
      mismatched: [],
    });
    expect(allModules()).toEqual(modules);
    expect(messageStatus("de", root).find((text) => text.id === id)?.state).toBe("review");
    // The translator updates it and clears the flag.
    const reviewed = po.replace(
      fuzzy,
      [`msgctxt "${id}"`, `msgid "${after}"`, 'msgstr "Gegründet und zu Hause in Nairobi"'].join(
        "\n",
      ),
    );
    await importMessages("de", parsePo(reviewed).entries, root);
    expect(read("de", "about")).toContain('founded: "Gegründet und zu Hause in Nairobi",');
    expect(read("de", "about")).toContain(
      "export const aboutMessages: Catalogue<typeof english> = {",
    );
    expect(messageStatus("de", root).every((text) => text.state === "done")).toBe(true);
    expect(readSources("de", root)[id]).toBe(after);
    expect(typeErrors([module("de", "about")])).toEqual([]);
    // Every other module is as it was, byte for byte.
    const changed = allModules().filter((text, index) => text !== modules[index]);
    expect(changed).toHaveLength(1);
  });
});

describe("the interface copy's translations", () => {
  it("need the plural forms of each language's rules, for the counts the site shows", () => {
    expect(neededForms("de")).toEqual(["one", "other"]);
    expect(neededForms("fr")).toEqual(["one", "other"]);
    expect(neededForms("zh")).toEqual(["other"]);
    edit("de", "tours", 'one: "{count} Safari angezeigt", ', "");
    expect(
      messageStatus("de", root)
        .filter((text) => text.state !== "done")
        .map((text) => [text.id, text.state, text.english]),
    ).toEqual([["messages/tours:showingAll.one", "missing", "Showing {count} tour"]]);
    expect(messageStatus("zh", root).some((text) => text.id.endsWith("showingAll.one"))).toBe(
      false,
    );
  });

  it("refuse a translation whose placeholders are not the English's", async () => {
    edit("de", "about", '"{hours} Std."', '"{hour} Std."');
    expect(
      messageStatus("de", root).find((text) => text.id === "messages/about:facts.responseHours"),
    ).toMatchObject({ state: "placeholders", english: "{hours} h" });
    const entry = {
      context: "messages/about:facts.responseHours",
      id: "{hours} h",
      translation: "{stunden} Std.",
      fuzzy: false,
    };
    expect(await importMessages("de", [entry], root)).toMatchObject({
      written: 0,
      mismatched: [entry.context],
    });
    expect(read("de", "about")).toContain('"{hour} Std."');
  });

  it("take a part added to the English: its texts are missing until imported, which writes a typed module", async () => {
    writeFileSync(
      module("en", "newsletter"),
      'export const newsletterMessages = {\n  title: "Safari news",\n  sent: { one: "{count} letter", other: "{count} letters" },\n};\n',
    );
    expect(
      messageStatus("it", root)
        .filter((text) => text.state !== "done")
        .map((text) => `${text.id} ${text.state}`),
    ).toEqual([
      "messages/newsletter:title missing",
      "messages/newsletter:sent.one missing",
      "messages/newsletter:sent.other missing",
    ]);
    const entries = [
      {
        context: "messages/newsletter:title",
        id: "Safari news",
        translation: "Notizie dal safari",
      },
      {
        context: "messages/newsletter:sent.one",
        id: "{count} letter",
        translation: "{count} lettera",
      },
      {
        context: "messages/newsletter:sent.other",
        id: "{count} letters",
        translation: "{count} lettere",
      },
    ].map((entry) => ({ ...entry, fuzzy: false }));
    expect(await importMessages("it", entries, root)).toMatchObject({ written: 3 });
    expect(read("it", "newsletter")).toBe(
      [
        'import type { Catalogue } from "../catalogue";',
        'import type { newsletterMessages as english } from "../en/newsletter";',
        "",
        "export const newsletterMessages: Catalogue<typeof english> = {",
        '  title: "Notizie dal safari",',
        '  sent: { one: "{count} lettera", other: "{count} lettere" },',
        "};",
        "",
      ].join("\n"),
    );
    expect(messageStatus("it", root).every((text) => text.state === "done")).toBe(true);
    expect(typeErrors([module("it", "newsletter")])).toEqual([]);
    // The type holds the module to the English: a key the English lacks is an error.
    edit("it", "newsletter", "  title:", '  subtitle: "Novità",\n  title:');
    expect(typeErrors([module("it", "newsletter")]).join()).toContain("subtitle");
  });

  it("come whole from a PO import for a language with no copy yet, which creates its folder", async () => {
    const po = formatPo({ language: "it", entries: messagePoEntries("it", root) });
    rmSync(path.join(root, "site/messages/it"), { recursive: true });
    expect(messageStatus("it", root).every((text) => text.state === "missing")).toBe(true);
    const { written } = await importMessages("it", parsePo(po).entries, root);
    expect(written).toBe(messageStatus("it", root).length);
    expect(readdirSync(path.join(root, "site/messages/it")).sort()).toEqual(
      readdirSync(path.join(root, "site/messages/en")).sort(),
    );
    expect(messageStatus("it", root).every((text) => text.state === "done")).toBe(true);
  });
});
