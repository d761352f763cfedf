import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
  contentModules,
  translatableTexts,
  translateValue,
  type ContentArea,
} from "../../data/content-modules";

export type { Dictionary } from "../../data/content-modules";

/** A translatable text found in a module: where it is in the source, and its text. */
type Occurrence = { start: number; end: number; text: string; template: boolean };

const root = path.resolve(import.meta.dirname, "../..");

function moduleKey(file: string): string {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
}

/** The name a literal belongs to: its property's, or its variable's, through arrays. */
function ownerName(node: ts.Node): string | undefined {
  let owner = node.parent;
  while (owner && ts.isArrayLiteralExpression(owner)) owner = owner.parent;
  if (owner && ts.isPropertyAssignment(owner) && !ts.isComputedPropertyName(owner.name))
    return owner.name.getText().replace(/^["']|["']$/g, "");
  if (owner && ts.isVariableDeclaration(owner)) return owner.name.getText();
  return undefined;
}

function sourceOccurrences(code: string, properties: readonly string[]): Occurrence[] {
  const source = ts.createSourceFile("module.ts", code, ts.ScriptTarget.Latest, true);
  const found: Occurrence[] = [];
  const visit = (node: ts.Node): void => {
    const isText = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if (isText || ts.isTemplateExpression(node)) {
      const owner = ownerName(node);
      if (owner && properties.includes(owner)) {
        const start = node.getStart(source);
        const end = node.getEnd();
        found.push({
          start,
          end,
          template: ts.isTemplateExpression(node),
          text: isText ? (node as ts.StringLiteral).text : code.slice(start + 1, end - 1),
        });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The translatable texts of one content module, in source order, each once. */
export function moduleTexts(file: string, code = readFileSync(path.resolve(root, file), "utf8")) {
  const spec = contentModules[moduleKey(file)];
  if (!spec) throw new Error(`${file} is not a content module.`);
  const texts = file.endsWith(".json")
    ? translatableTexts(JSON.parse(code), spec.properties)
    : sourceOccurrences(code, spec.properties).map((occurrence) => occurrence.text);
  return [...new Set(texts.filter((text) => text.trim() !== ""))];
}

/** Every translatable text of an area, in module and source order, each once. */
export function areaTexts(area: ContentArea): string[] {
  const texts = Object.entries(contentModules)
    .filter(([, spec]) => spec.area === area)
    .flatMap(([file]) => moduleTexts(file));
  return [...new Set(texts)];
}

/**
 * The module's code with every translatable text replaced through `translate`, or null when the
 * file is not a content module. Missing translations are the caller's to report.
 */
export function translateModule(
  file: string,
  code: string,
  translate: (text: string) => string,
): string | null {
  const spec = contentModules[moduleKey(file)];
  if (!spec) return null;
  if (file.endsWith(".json"))
    return JSON.stringify(translateValue(JSON.parse(code), spec.properties, translate));
  let result = "";
  let last = 0;
  for (const occurrence of sourceOccurrences(code, spec.properties)) {
    if (occurrence.text.trim() === "") continue;
    const translated = translate(occurrence.text);
    result += code.slice(last, occurrence.start);
    result += occurrence.template
      ? `\`${translated.replace(/`/g, "\\`")}\``
      : JSON.stringify(translated);
    last = occurrence.end;
  }
  return result + code.slice(last);
}

export { contentAreas, placeholders } from "../../data/content-modules";
export { moduleKey };
