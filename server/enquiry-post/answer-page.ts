import { escapeHtml } from "../../functions/shared/mail";

/*
 * The pages that answer a form posted without script: the language's prerendered contact page,
 * its quote form filled with what was typed and the messages next to the fields in error, or
 * the form replaced by the message of thanks. The kit prerenders each message's markup in the
 * form, hidden and empty (a field's error, the form's success alert); the server fills it in.
 * The page is served without its scripts: it answers a visit where they did not run, and code
 * hydrating a page that differs from its prerender would throw away what the server wrote.
 */

/** The quote form in the prerendered page, from its opening tag to its end. */
const quoteFormPattern = /<form\b[^>]*\bdata-slot="quote-form"[^>]*>[\s\S]*?<\/form>/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The page without scripts and what preloads them; its inline script too (no code to wait for). */
export function withoutScripts(html: string): string {
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
      new RegExp(`(<option\\b[^>]*\\svalue="${escapeRegExp(escapeHtml(value))}")`),
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

/** The prerendered hidden message with this id, shown with `message` as its text. */
function shownMessage(form: string, id: string, message: string): string {
  const pattern = new RegExp(
    `(<p\\b[^>]*\\sid="${escapeRegExp(id)}"[^>]*>)([\\s\\S]*?<span>)(</span>)`,
  );
  return form.replace(
    pattern,
    (_, open: string, icon: string, close: string) =>
      `${withAttribute(open, "hidden", null)}${icon}${escapeHtml(message)}${close}`,
  );
}

/** The form in `html` holding `values` and showing `errors`, focused on the first in error. */
export function pageWithFilledForm(html: string, filled: FilledForm): string | null {
  return filledForm(html, quoteFormPattern, filled);
}

/** A radio button's or checkbox's input named `name`, the first of its group. */
function choicePattern(name: string, flags = ""): RegExp {
  const quoted = name.replace(/[^\w.-]/g, "").replace(".", "\\.");
  return new RegExp(
    `<input\\b[^>]*\\stype="(?:radio|checkbox)"[^>]*\\sname="${quoted}"[^>]*>`,
    flags,
  );
}

/** A group of radio buttons or checkboxes: the one of `value` checked, the others not. */
function filledChoices(form: string, name: string, value: string, errorId: string | null): string {
  return form.replace(choicePattern(name, "g"), (input) => {
    const own = /\svalue="([^"]*)"/.exec(input)?.[1];
    let tag = withAttribute(input, "checked", own === escapeHtml(value) ? "" : null);
    if (errorId !== null) tag = withAttribute(tag, "aria-invalid", "true");
    return tag;
  });
}

/** A message the form did not prerender: after its control, or in the form's summary. */
function addedMessage(form: string, control: string | null, id: string, message: string) {
  const markup = `<p data-slot="field-error" id="${id}" class="flex items-start gap-1.5 text-sm text-destructive"><span>${escapeHtml(message)}</span></p>`;
  if (control !== null) return form.replace(control, () => `${control}${markup}`);
  return form.replace(
    /(<div\b[^>]*\bdata-slot="[\w-]*field-summary"[^>]*>)/,
    (open) => `${open}${markup}`,
  );
}

/**
 * The form matching `formPattern` in `html`, holding `values` (text, choices and selects) and
 * showing `errors` next to their fields (or in the form's summary, for a group of choices),
 * focused on the first in error; the page without its scripts.
 */
export function filledForm(
  html: string,
  formPattern: RegExp,
  { values, errors }: FilledForm,
): string | null {
  const form = formPattern.exec(html)?.[0];
  if (!form) return null;
  let filled = form;
  const firstError = Object.keys(errors)[0];
  for (const [name, value] of Object.entries(values)) {
    const message = errors[name];
    if (choicePattern(name).test(filled)) {
      const errorId = message === undefined ? null : `${name}-error`;
      filled = filledChoices(filled, name, value, errorId);
      if (errorId !== null && message !== undefined)
        filled = addedMessage(filled, null, errorId, message);
      continue;
    }
    let errorId: string | undefined;
    let marked: string | null = null;
    filled = filled.replace(controlPattern(name), (control) => {
      const withValue = filledControl(control, value);
      const id = /\sid="([^"]+)"/.exec(control)?.[1];
      if (message === undefined || id === undefined) return withValue;
      errorId = `${id}-error`;
      marked = invalidControl(withValue, errorId, name === firstError);
      return marked;
    });
    if (errorId === undefined || message === undefined) continue;
    const shown = shownMessage(filled, errorId, message);
    filled = shown !== filled ? shown : addedMessage(filled, marked, errorId, message);
  }
  return withoutScripts(html.replace(form, () => filled));
}

/** The form's success alert, prerendered hidden with its icon and no text. */
const successAlertPattern =
  /(<div\b[^>]*\bdata-variant="success"[^>]*>)(<svg\b[\s\S]*?<\/svg>)(<\/div>)/;

/** The page with its quote form replaced by its success alert saying `message`, as `id`. */
export function pageWithMessage(html: string, message: string, id: string): string | null {
  const form = quoteFormPattern.exec(html)?.[0];
  const [, open = "", icon = "", close = ""] = (form && successAlertPattern.exec(form)) || [];
  if (!form || !open) return null;
  const alert = `${withAttribute(open, "hidden", null)}${icon}${escapeHtml(message)}${close}`;
  return withoutScripts(html.replace(form, () => `<div role="status" id="${id}">${alert}</div>`));
}
