import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const siteDir = path.join(root, "site");

/** Text with a letter in any script; digits and punctuation alone ("404", " · ") are not copy. */
const letter = /\p{L}/u;

/** Every JSX text with a letter in it, as "line: text". */
function hardCodedCopy(code: string, fileName = "page.tsx"): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && letter.test(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${line + 1}: ${node.text.trim().replace(/\s+/g, " ")}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(file);
    return entry.name.endsWith(".tsx") ? [file] : [];
  });
}

describe("the site's copy lives in its message catalogue (site/messages/)", () => {
  it("finds words written between JSX tags, and only those", () => {
    expect(
      hardCodedCopy(`const a = <p className="x">Book now <b>{price}</b> per person</p>;`),
    ).toEqual(["1: Book now", "1: per person"]);
    expect(hardCodedCopy(`const a = <p>Ñandú &amp; 象</p>;`)).toEqual(["1: Ñandú &amp; 象"]);
    expect(
      hardCodedCopy(`const a = <p title="Label" aria-label={"x"}>404 · {count}{" "}/ {a}.</p>;`),
    ).toEqual([]);
  });

  it.each(tsxFiles(siteDir).map((file) => path.relative(root, file)))(
    "%s has no text written in JSX",
    (file) => {
      expect(hardCodedCopy(readFileSync(path.join(root, file), "utf8"), file)).toEqual([]);
    },
  );
});
