/**
 * gettext PO, as much of it as the content exchange uses: one entry per text, `msgctxt` its
 * stable id, `msgid` the English, `msgstr` the translation, the `fuzzy` flag with the English it
 * was made from as `#| msgid`, a `#:` reference to the file and field, and a `#.` note for the
 * translator (which plural form an entry is).
 */
export type PoEntry = {
  context: string;
  id: string;
  translation: string;
  fuzzy: boolean;
  previousId?: string;
  reference?: string;
  comment?: string;
};

export type PoCatalogue = { language: string; entries: PoEntry[] };

/**
 * A text's PO entry: its stable id as the context and its English as the msgid, flagged fuzzy
 * when it needs review (with the English its translation was made from) or its placeholders
 * differ; `reference` says where the text is written.
 */
export function textEntry(
  text: { id: string; english: string; translation: string; state: string; source?: string },
  reference: string,
): PoEntry {
  return {
    context: text.id,
    id: text.english,
    translation: text.translation,
    fuzzy: text.state === "review" || text.state === "placeholders",
    ...(text.state === "review" && text.source !== undefined ? { previousId: text.source } : {}),
    reference,
  };
}

function quote(text: string): string {
  return `"${text
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/\n/g, "\\n")
    .replace(/\t/g, "\\t")}"`;
}

function unquote(literal: string, line: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(literal.trim());
  if (!match) throw new Error(`PO line ${line}: expected a quoted text, found ${literal.trim()}`);
  return (match[1] ?? "").replace(/\\(.)/g, (_, character: string) =>
    character === "n" ? "\n" : character === "t" ? "\t" : character,
  );
}

export function formatPo(catalogue: PoCatalogue): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    quote("Content-Type: text/plain; charset=UTF-8\n"),
    quote(`Language: ${catalogue.language}\n`),
  ].join("\n");
  const entries = catalogue.entries.map((entry) =>
    [
      ...(entry.comment ? [`#. ${entry.comment}`] : []),
      ...(entry.reference ? [`#: ${entry.reference}`] : []),
      ...(entry.fuzzy ? ["#, fuzzy"] : []),
      ...(entry.fuzzy && entry.previousId !== undefined
        ? [`#| msgid ${quote(entry.previousId)}`]
        : []),
      `msgctxt ${quote(entry.context)}`,
      `msgid ${quote(entry.id)}`,
      `msgstr ${quote(entry.translation)}`,
    ].join("\n"),
  );
  return `${[header, ...entries].join("\n\n")}\n`;
}

type Field = "msgctxt" | "msgid" | "msgstr";

/** Reads a PO file: its language (header `Language:`) and its entries, the header left out. */
export function parsePo(text: string): PoCatalogue {
  const entries: PoEntry[] = [];
  let language = "";
  let current: Partial<Record<Field, string>> & { fuzzy?: boolean; previousId?: string } = {};
  let field: Field | undefined;
  const finish = () => {
    if (current.msgid === undefined) {
      current = {};
      return;
    }
    if (current.msgid === "" && current.msgctxt === undefined) {
      language = /^Language:\s*(\S+)/m.exec(current.msgstr ?? "")?.[1] ?? "";
    } else {
      entries.push({
        context: current.msgctxt ?? "",
        id: current.msgid,
        translation: current.msgstr ?? "",
        fuzzy: current.fuzzy ?? false,
        ...(current.previousId === undefined ? {} : { previousId: current.previousId }),
      });
    }
    current = {};
    field = undefined;
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === "") return finish();
    if (line.startsWith("#,")) {
      if (current.msgid !== undefined) finish();
      current.fuzzy = line.includes("fuzzy");
      return;
    }
    if (line.startsWith("#|")) {
      const previous = /^#\|\s*msgid\s+(.*)$/.exec(line);
      if (previous) current.previousId = unquote(previous[1] ?? "", number);
      return;
    }
    if (line.startsWith("#")) {
      if (current.msgid !== undefined) finish();
      return;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(.*)$/.exec(line);
    if (keyword) {
      const name = keyword[1] as Field;
      if (name !== "msgstr" && current.msgid !== undefined && current.msgstr !== undefined)
        finish();
      field = name;
      current[name] = unquote(keyword[2] ?? "", number);
      return;
    }
    if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? "") + unquote(line, number);
      return;
    }
    throw new Error(`PO line ${number}: cannot read "${line.slice(0, 60)}"`);
  });
  finish();
  return { language, entries };
}

/**
 * The entries of a PO file a translator has reviewed, each with the text it translates: entries
 * `belongs` passes over are another importer's, one whose id `texts` lacks (a text since removed)
 * is counted in `tally.unknown`, and a fuzzy or empty one in `tally.skipped`.
 */
export function reviewedEntries<Text>(
  entries: readonly PoEntry[],
  texts: ReadonlyMap<string, Text>,
  belongs: (id: string) => boolean,
  tally: { skipped: number; unknown: string[] },
): Array<{ entry: PoEntry; text: Text }> {
  return entries.flatMap((entry) => {
    if (!belongs(entry.context)) return [];
    const text = texts.get(entry.context);
    if (!text) {
      tally.unknown.push(entry.context);
      return [];
    }
    if (entry.fuzzy || entry.translation.trim() === "") {
      tally.skipped += 1;
      return [];
    }
    return [{ entry, text }];
  });
}
