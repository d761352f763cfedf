import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FieldError, FormAlert } from "../../ui/field";

/*
 * The pages that answer a form posted without script: the language's prerendered contact page,
 * its quote form filled with what was typed and the messages next to the fields in error, or
 * the form replaced by the message of thanks. The kit renders the messages, as the script would.
 * The page is served without its scripts: it answers a visit where they did not run, and code
 * hydrating a page that differs from its prerender would throw away what the server wrote.
 */

/** The quote form in the prerendered page, from its opening tag to its end. */
const quoteFormPattern = /<form\b[^>]*\bdata-slot="quote-form"[^>]*>[\s\S]*?<\/form>/;

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The page without scripts and what preloads them; its inline script too (no code to wait for). */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "")
    .replace(/\sdata-code="[^"]*"/g, "");
}

/** Sets an attribute on an opening tag, replacing its value if it has one. */
function withAttribute(tag: string, name: string, value: string | null): string {
  const without = tag.replace(new RegExp(`\\s${name}="[^"]*"`), "");
  if (value === null) return without;
  return without.replace(/\s*\/?>$/, (end) => ` ${name}="${escapeHtml(value)}"${end}`);
}

/** A field's control in the form: `<input name=…>`, or a textarea or select with its content. */
function controlPattern(name: string): RegExp {
  const quoted = name.replace(/[^\w-]/g, "");
  return new RegExp(
    `<input\\b[^>]*\\sname="${quoted}"[^>]*>|(<(textarea|select)\\b[^>]*\\sname="${quoted}"[^>]*>)([\\s\\S]*?)(</\\2>)`,
  );
}

function filledControl(match: string, value: string): string {
  if (match.startsWith("<input")) return withAttribute(match, "value", value);
  const [, open = "", element, content = "", close = ""] =
    /^(<(textarea|select)\b[^>]*>)([\s\S]*?)(<\/(?:textarea|select)>)$/.exec(match) ?? [];
  // The parser drops a textarea's first newline: one more keeps the traveller's own.
  if (element === "textarea")
    return `${open}${value.startsWith("\n") ? "\n" : ""}${escapeHtml(value)}${close}`;
  const options = content
    .replace(/\sselected=""/g, "")
    .replace(
      new RegExp(
        `(<option\\b[^>]*\\svalue="${escapeHtml(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}")`,
      ),
      '$1 selected=""',
    );
  return `${open}${options}${close}`;
}

/** A control in error: marked invalid, described by its message, focused on load if first. */
function invalidControl(control: string, errorId: string, first: boolean): string {
  const tag = /^<[^>]*>/.exec(control)?.[0] ?? control;
  let marked = withAttribute(tag, "aria-invalid", "true");
  marked = withAttribute(marked, "aria-describedby", errorId);
  if (first) marked = withAttribute(marked, "autofocus", "");
  return control.replace(tag, marked);
}

export type FilledForm = {
  /** Each posted field by the form's own name, as typed. */
  values: Record<string, string>;
  /** The message next to each field in error, by name, in the form's order. */
  errors: Record<string, string>;
};

/** The form in `html` holding `values` and showing `errors`, focused on the first in error. */
export function pageWithFilledForm(html: string, { values, errors }: FilledForm): string | null {
  const form = quoteFormPattern.exec(html)?.[0];
  if (!form) return null;
  let filled = form;
  const firstError = Object.keys(errors)[0];
  for (const [name, value] of Object.entries(values)) {
    filled = filled.replace(controlPattern(name), (control) => {
      const withValue = filledControl(control, value);
      const message = errors[name];
      const id = /\sid="([^"]+)"/.exec(control)?.[1];
      if (message === undefined || id === undefined) return withValue;
      const errorId = `${id}-error`;
      const error = renderToStaticMarkup(createElement(FieldError, { id: errorId }, message));
      return `${invalidControl(withValue, errorId, name === firstError)}${error}`;
    });
  }
  return withoutScripts(html.replace(form, () => filled));
}

/** The page with its quote form replaced by `message`, announced, under the id `id`. */
export function pageWithMessage(html: string, message: string, id: string): string | null {
  const form = quoteFormPattern.exec(html)?.[0];
  if (!form) return null;
  const alert = renderToStaticMarkup(
    createElement(FormAlert, { variant: "success", role: "status", id, tabIndex: -1 }, message),
  );
  return withoutScripts(html.replace(form, () => alert));
}
