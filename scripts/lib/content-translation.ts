import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { contentModules, itemKey, moduleTextId } from "../../data/content-modules";

/** A translatable text of a content module: its stable id, its key path and its English. */
export type ModuleText = { id: string; module: string; keys: string[]; english: string };

/**
 * A translatable text found in a module's source: the text, where it is in the source, and
 * whether it is a template with `${…}` placeholders (its text is then the source between the
 * backticks).
 */
type Occurrence = ModuleText & { start: number; end: number; template: boolean };

const root = path.resolve(import.meta.dirname, "../..");

function moduleKey(file: string): string {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
}

/** A property's or a variable's name, as the code writes it. */
function nameOf(name: ts.Node): string {
  return name.getText().replace(/^["']|["']$/g, "");
}

/** The `value` an option of a list is written with (`{ value: "3-4", label: … }`), if any. */
function optionValue(node: ts.Expression): string | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const value = node.properties.find(
    (property) => ts.isPropertyAssignment(property) && nameOf(property.name) === "value",
  );
  return value && ts.isPropertyAssignment(value) && ts.isStringLiteral(value.initializer)
    ? value.initializer.text
    : undefined;
}

/**
 * The key path of a literal from the constant that holds it (`siteConfig`, `hours`,
 * `contactPage`, `0`, `days`), through objects, lists and `as const`/`satisfies`; undefined when
 * a constant does not hold it.
 */
function keyPath(node: ts.Node): string[] | undefined {
  const keys: string[] = [];
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isVariableDeclaration(parent)) return [nameOf(parent.name), ...keys];
    if (ts.isPropertyAssignment(parent)) {
      if (ts.isComputedPropertyName(parent.name)) return undefined;
      keys.unshift(nameOf(parent.name));
    } else if (ts.isArrayLiteralExpression(parent)) {
      const element = child as ts.Expression;
      keys.unshift(itemKey(optionValue(element), parent.elements.indexOf(element)));
    } else if (
      !ts.isObjectLiteralExpression(parent) &&
      !ts.isAsExpression(parent) &&
      !ts.isSatisfiesExpression(parent)
    )
      return undefined;
  }
  return undefined;
}

/** The name a literal belongs to: its property's, or its variable's, through arrays. */
function ownerName(node: ts.Node): string | undefined {
  let owner = node.parent;
  while (owner && ts.isArrayLiteralExpression(owner)) owner = owner.parent;
  if (owner && ts.isPropertyAssignment(owner) && !ts.isComputedPropertyName(owner.name))
    return nameOf(owner.name);
  if (owner && ts.isVariableDeclaration(owner)) return nameOf(owner.name);
  return undefined;
}

function sourceOccurrences(module: string, code: string): Occurrence[] {
  const properties = contentModules[module];
  if (!properties) throw new Error(`${module} is not a content module.`);
  const source = ts.createSourceFile(module, code, ts.ScriptTarget.Latest, true);
  const found: Occurrence[] = [];
  const visit = (node: ts.Node): void => {
    const isText = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if (isText || ts.isTemplateExpression(node)) {
      const owner = ownerName(node);
      const start = node.getStart(source);
      const end = node.getEnd();
      const english = isText ? node.text : code.slice(start + 1, end - 1);
      if (owner && properties.includes(owner) && english.trim() !== "") {
        const keys = keyPath(node);
        if (!keys)
          throw new Error(
            `${module}: the text "${english}" is not held by a constant, so it has no stable id.`,
          );
        const id = moduleTextId(module, keys);
        found.push({ id, module, keys, english, start, end, template: !isText });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The translatable texts of every content module, in module and source order. */
export function moduleTexts(projectRoot = root): ModuleText[] {
  return Object.keys(contentModules).flatMap((module) =>
    sourceOccurrences(module, readFileSync(path.join(projectRoot, module), "utf8")).map(
      ({ id, keys, english }) => ({ id, module, keys, english }),
    ),
  );
}

/**
 * The module's code with every translatable text replaced through `translate`, given the text's
 * stable id and its English, or null when the file is not a content module. Missing translations
 * are the caller's to report.
 */
export function translateModule(
  file: string,
  code: string,
  translate: (id: string, english: string) => string,
): string | null {
  const module = moduleKey(file);
  if (!contentModules[module]) return null;
  let result = "";
  let last = 0;
  for (const occurrence of sourceOccurrences(module, code)) {
    result += code.slice(last, occurrence.start);
    const translated = translate(occurrence.id, occurrence.english);
    result += occurrence.template
      ? `\`${translated.replace(/`/g, "\\`")}\``
      : JSON.stringify(translated);
    last = occurrence.end;
  }
  return result + code.slice(last);
}

export { moduleKey };
