import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import ts from "typescript";

/**
 * The interface copy's modules (site/messages/<code>/<part>.ts) read and written as source, not
 * imported: each exports one object literal of texts (strings, nested objects, plural forms), so
 * the translation tool can check a copy of them in a test and write a translation back in place,
 * keeping the module's imports, its type and its comments.
 */
export type MessageTree = { [key: string]: string | MessageTree };

export function messagesDir(root: string, locale: string): string {
  return path.join(root, "site/messages", locale);
}

export function messageFile(root: string, locale: string, part: string): string {
  return path.join(messagesDir(root, locale), `${part}.ts`);
}

/** The parts of the interface copy: one per English module (site/messages/en/<part>.ts). */
export function messageParts(root: string): string[] {
  return readdirSync(messagesDir(root, "en"))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.basename(file, ".ts"))
    .sort();
}

type Parsed = {
  source: ts.SourceFile;
  literal: ts.ObjectLiteralExpression;
  tree: MessageTree;
  /**
   * The comments before each property, by key path ("facts.founded"), and those closing an
   * object, by its path and "}" ("facts.}"), as written.
   */
  comments: Map<string, string>;
  /**
   * The paths of the objects broken after their `{` ("" the module's, "facts." a group's), which
   * prettier keeps on several lines even where one would do: a regenerated module keeps them so.
   */
  expanded: Set<string>;
};

function propertyName(name: ts.PropertyName, file: string): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  throw new Error(`${file}: a key of the catalogue is not a plain name (${name.getText()})`);
}

function parse(file: string): Parsed {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const literals = source.statements
    .filter(ts.isVariableStatement)
    .filter((statement) =>
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
    )
    .flatMap((statement) => statement.declarationList.declarations)
    .map((declaration) => declaration.initializer);
  const literal = literals[0];
  if (literals.length !== 1 || !literal || !ts.isObjectLiteralExpression(literal))
    throw new Error(`${file}: expected one exported object literal of texts`);
  const comments = new Map<string, string>();
  const commentsAt = (key: string, position: number, text = source.text) => {
    const ranges = ts.getLeadingCommentRanges(text, position) ?? [];
    if (ranges.length > 0)
      comments.set(key, ranges.map((range) => `${text.slice(range.pos, range.end)}\n`).join(""));
  };
  const expanded = new Set<string>();
  const read = (node: ts.ObjectLiteralExpression, prefix: string): MessageTree => {
    const tree: MessageTree = {};
    const first = node.properties[0];
    if (first && source.text.slice(node.getStart(), first.getStart()).includes("\n"))
      expanded.add(prefix);
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property))
        throw new Error(`${file}: ${prefix}… is not a "key: text" property`);
      const name = propertyName(property.name, file);
      const key = `${prefix}${name}`;
      commentsAt(key, property.getFullStart());
      const value = property.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
        tree[name] = value.text;
      else if (ts.isObjectLiteralExpression(value)) tree[name] = read(value, `${key}.`);
      else throw new Error(`${file}: ${key} is neither a text nor a group of texts`);
    }
    const closing = source.text.slice(node.properties.end, node.getEnd() - 1).replace(/^\s*,/, "");
    commentsAt(`${prefix}}`, 0, closing);
    return tree;
  };
  return { source, literal, tree: read(literal, ""), comments, expanded };
}

/** A module's texts; an empty tree when the language has no module for the part. */
export function readMessages(file: string): MessageTree {
  return existsSync(file) ? parse(file).tree : {};
}

function hasPath(tree: MessageTree, prefix: string): boolean {
  let node: string | MessageTree | undefined = tree;
  for (const key of prefix.split(".").filter(Boolean)) {
    node = typeof node === "object" ? node[key] : undefined;
    if (node === undefined) return false;
  }
  return true;
}

const projectRoot = path.resolve(import.meta.dirname, "../..");

const identifier = /^[A-Za-z_$][\w$]*$/;

type Layout = Pick<Parsed, "comments" | "expanded">;

function literalOf(tree: MessageTree, prefix: string, layout: Layout): string {
  const lines = Object.entries(tree).map(([key, value]) => {
    const name = identifier.test(key) ? key : JSON.stringify(key);
    const text =
      typeof value === "string"
        ? JSON.stringify(value)
        : literalOf(value, `${prefix}${key}.`, layout);
    return `${layout.comments.get(`${prefix}${key}`) ?? ""}${name}: ${text},\n`;
  });
  const closing = layout.comments.get(`${prefix}}`) ?? "";
  return `{${layout.expanded.has(prefix) ? "\n" : " "}${lines.join("")}${closing}}`;
}

/**
 * The project's prettier settings, wherever the module is (a test writes a copy in a temporary
 * folder); without the Tailwind plugin, which sorts class names and has none to sort here.
 */
async function prettierOptions(): Promise<prettier.Options> {
  const options = await prettier.resolveConfig(path.join(projectRoot, "package.json"));
  return { ...options, plugins: [] };
}

/**
 * A new language's module for a part: the English module's imports and type where it declares one
 * (the kit's copy is typed by the kit), else the catalogue type derived from the English.
 */
function newModule(root: string, part: string): string {
  const english = parse(messageFile(root, "en", part));
  const declaration = english.literal.parent as ts.VariableDeclaration;
  const name = declaration.name.getText();
  const imports = declaration.type
    ? english.source.statements.filter(ts.isImportDeclaration).map((node) => node.getText())
    : [
        'import type { Catalogue } from "../catalogue";',
        `import type { ${name} as english } from "../en/${part}";`,
      ];
  const type = declaration.type?.getText() ?? "Catalogue<typeof english>";
  return `${imports.join("\n")}\n\nexport const ${name}: ${type} = {};\n`;
}

/**
 * Writes a language's module of a part: its object literal regenerated from `tree` (the comments
 * before each key kept), the rest of the module (imports, the typed export, the comments above it)
 * as it was, the whole formatted as the project's prettier writes it.
 */
export async function writeMessages(
  root: string,
  locale: string,
  part: string,
  tree: MessageTree,
): Promise<void> {
  const file = messageFile(root, locale, part);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, newModule(root, part));
  }
  const { source, literal, ...layout } = parse(file);
  const english = parse(messageFile(root, "en", part));
  // An object the module did not have yet is laid out as the English one is.
  for (const key of english.expanded) if (!hasPath(layout.tree, key)) layout.expanded.add(key);
  const text = `${source.text.slice(0, literal.getStart())}${literalOf(tree, "", layout)}${source.text.slice(literal.getEnd())}`;
  writeFileSync(
    file,
    await prettier.format(text, { ...(await prettierOptions()), filepath: file }),
  );
}
