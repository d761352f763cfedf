import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const uiDir = join(import.meta.dirname, "..", "..", "ui");

/** Attributes, props and properties whose value is read by people, whatever its case. */
const copyNames =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|alt|title|placeholder|label|message|note|caption|description|text|status|eyebrow|summary|heading)$|(Label|Message|Text|Title|Note|Caption|Description)$/;

/** Calls whose strings are class names. */
const classCalls = new Set(["cn", "cva", "clsx"]);

/** Errors speak to the developer, in the code's language. */
const errorConstructors = new Set(["Error", "TypeError", "RangeError"]);

/**
 * Prose rather than an identifier, a key or a class list: several words one of which starts
 * with a capital, a word ending a sentence, or one capitalised word on its own.
 */
function looksLikeProse(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1 && words.some((word) => /^\p{Lu}\p{Ll}/u.test(word))) return true;
  if (/\p{L}[.!?…]+(\s|$)/u.test(text)) return true;
  return /^\p{Lu}\p{Ll}+$/u.test(text.trim());
}

/** A string's text, with `{}` where a template has a value. */
function stringText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("");
  }
  return undefined;
}

function nameOf(name: ts.Node): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** Whether any call around the node builds class names or an error. */
function insideCall(node: ts.Node, callees: Set<string>): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (
      (ts.isCallExpression(current) || ts.isNewExpression(current)) &&
      ts.isIdentifier(current.expression) &&
      callees.has(current.expression.text)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * What a string is there for: `copy` (shown or read out: rendered as a child, or the value of
 * an attribute, prop, property or default named like text), `code` (a class list, a key, a
 * comparison, a module, an error) or `other`, judged by whether it reads as prose.
 */
function roleOf(literal: ts.Node): "copy" | "code" | "other" {
  if (insideCall(literal, classCalls) || insideCall(literal, errorConstructors)) return "code";
  let node = literal;
  let parent = node.parent;
  // Through the expressions that pass a value on: parentheses, `a ? b : c`, `a ?? b`, `a && b`.
  while (
    ts.isParenthesizedExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent) ||
    (ts.isConditionalExpression(parent) && parent.condition !== node) ||
    (ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(parent.operatorToken.kind))
  ) {
    node = parent;
    parent = node.parent;
  }
  if (ts.isJsxExpression(parent)) {
    if (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent)) return "copy";
    node = parent;
    parent = node.parent;
  }
  if (ts.isJsxAttribute(parent)) {
    const name = nameOf(parent.name);
    if (name === "className") return "code";
    return copyNames.test(name) ? "copy" : "other";
  }
  if (
    (ts.isPropertyAssignment(parent) || ts.isBindingElement(parent) || ts.isParameter(parent)) &&
    parent.name !== node &&
    (!ts.isBindingElement(parent) || parent.propertyName !== node)
  ) {
    const name = ts.isBindingElement(parent) ? (parent.propertyName ?? parent.name) : parent.name;
    return copyNames.test(nameOf(name)) ? "copy" : "other";
  }
  if (
    ts.isPropertyAssignment(parent) ||
    ts.isBindingElement(parent) ||
    ts.isPropertySignature(parent) ||
    ts.isElementAccessExpression(parent) ||
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isCaseClause(parent) ||
    (ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(parent.operatorToken.kind))
  ) {
    return "code";
  }
  return "other";
}

type Finding = { line: number; text: string };

/** The natural-language text in a component file: JSX text with letters, and copy in strings. */
function findCopy(fileName: string, code: string): Finding[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text);
      return;
    }
    const text = stringText(node);
    if (text !== undefined) {
      const role = roleOf(node);
      if (role === "copy" ? /\p{L}/u.test(text) : role === "other" && looksLikeProse(text)) {
        report(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the kit's copy", () => {
  it("comes from props or KitProvider: no ui/*.tsx file holds natural-language text", () => {
    const components = readdirSync(uiDir).filter((file) => file.endsWith(".tsx"));
    const found = components.flatMap((file) =>
      findCopy(file, readFileSync(join(uiDir, file), "utf8")).map(
        ({ line, text }) => `ui/${file}:${line} ${JSON.stringify(text)}`,
      ),
    );
    expect(components.length).toBeGreaterThan(0);
    expect(found, `Text in ui/ (move it to KitMessages or a prop):\n${found.join("\n")}`).toEqual(
      [],
    );
  });

  it("is found in JSX text, text attributes and props, defaults, choices and templates", () => {
    const probe = `
      function Probe({ count, closeLabel = "Close" }: { count: number; closeLabel?: string }) {
        return (
          <div aria-label="Gallery" title={count > 1 ? "Photos" : "Photo"}>
            <span className="sr-only">Close</span>
            {count === 1 ? "Day" : "Days"}
            <Price note="per person" />
            <Dots getLabel={(index) => \`Slide \${index + 1}\`} />
            <p>{\`\${count} of \${count}\`}</p>
            <Badge>{tours(count)}</Badge>
          </div>
        );
      }
      const links = [{ href: "/", label: "Home" }];
      const tours = (count: number) => \`\${count} \${count === 1 ? "Tour" : "Tours"}\`;
      const error = "Sorry, something went wrong.";`;
    expect(findCopy("probe.tsx", probe).map(({ text }) => text)).toEqual([
      "Close",
      "Gallery",
      "Photos",
      "Photo",
      "Close",
      "Day",
      "Days",
      "per person",
      "Slide {}",
      "{} of {}",
      "Home",
      "Tour",
      "Tours",
      "Sorry, something went wrong.",
    ]);
  });

  it("leaves class names, slots, variants, keys, comparisons and errors alone", () => {
    const probe = `
      import { cva } from "class-variance-authority";
      const variants = cva("inline-flex items-center", {
        variants: { tone: { caption: "text-sm font-medium", heading: "text-2xl" } },
      });
      function Quiet({ "aria-label": label, open }: { "aria-label"?: string; open: boolean }) {
        if (!label) throw new Error("Render <Quiet> with a label.");
        const onKeyDown = (event: KeyboardEvent) => event.key === "Escape";
        return (
          <div
            role="status"
            aria-label={label}
            data-slot="quiet-root"
            data-state={open ? "open" : "closed"}
            className={cn("group relative block", open && "bg-card")}
            onKeyDown={onKeyDown}
          >
            <Button variant="outline" size="sm" type="button" />
            <img alt="" sizes="(min-width: 1280px) 400px, 100vw" />
            <Image aspect="4/3" />
            {" "}
            <span aria-hidden>*</span>
          </div>
        );
      }`;
    expect(findCopy("quiet.tsx", probe)).toEqual([]);
  });
});
