/**
 * The quote form's checks, with no React: the form runs them as the traveller sends, and the
 * server runs the same on a form posted before the page's script ran (server/enquiry-post/).
 */

import type { KitMessages } from "./kit-provider";

/** What the checks read of a field: its control, whether it is required, its address rule. */
type CheckedField = {
  control: "text" | "email" | "tel" | "select" | "textarea";
  pattern?: string;
  required?: boolean;
};

/** A field's error: left empty though required, or not an address an e-mail can go to. */
type QuoteFieldError = "required" | "invalid";
type QuoteFieldErrors = Partial<Record<string, QuoteFieldError>>;

/** The browser's own rule for a valid e-mail address (HTML Living Standard, input type=email). */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * A required field must be filled in; an e-mail field must match its rule (`pattern`, an HTML
 * pattern), or else be an address the browser would accept.
 */
function validateQuote(
  fields: Record<string, CheckedField>,
  values: Record<string, string>,
): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = (values[name] ?? "").trim();
    if (value === "") {
      if (field.required) errors[name] = "required";
      continue;
    }
    if (field.control !== "email") continue;
    const rule =
      field.pattern === undefined ? emailPattern : new RegExp(`^(?:${field.pattern})$`, "u");
    if (!rule.test(value)) errors[name] = "invalid";
  }
  return errors;
}

/** The message under a field in error: the kit's `<name>Required`, or its invalid address one. */
function fieldErrorMessage(
  copy: KitMessages["quoteForm"],
  name: string,
  error: QuoteFieldError | undefined,
): string | undefined {
  if (error === "invalid") return copy.emailInvalid;
  const required: unknown = (copy as Record<string, unknown>)[`${name}Required`];
  return error === "required" && typeof required === "string" ? required : undefined;
}

export {
  fieldErrorMessage,
  validateQuote,
  type CheckedField,
  type QuoteFieldError,
  type QuoteFieldErrors,
};
