/**
 * Bidirectional controls reorder the text around them: "pay \u202e0001$ now" reads "pay $1000
 * now". Wherever a traveller's text is shown to someone else (the operator's e-mails, the desk,
 * a proposal), each is shown as its code point, "[U+202E]": the reader sees what was typed, in
 * the order it was typed.
 */
const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function showBidiControls(value: string): string {
  return value.replace(
    bidiControl,
    (control) => `[U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}]`,
  );
}
