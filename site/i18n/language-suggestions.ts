import type { Locale } from "../../data/locales";

/**
 * The suggestion to read a page in the traveller's language, written in that language (the
 * page's own catalogue is in the page's language, which the traveller may not read).
 */
export const languageSuggestions: Record<
  Locale,
  { text: string; action: string; dismiss: string }
> = {
  en: {
    text: "This page is also available in English.",
    action: "Read in English",
    dismiss: "No, thanks",
  },
  de: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    action: "Auf Deutsch lesen",
    dismiss: "Nein, danke",
  },
  fr: {
    text: "Cette page existe aussi en français.",
    action: "Lire en français",
    dismiss: "Non merci",
  },
  it: {
    text: "Questa pagina è disponibile anche in italiano.",
    action: "Leggi in italiano",
    dismiss: "No, grazie",
  },
  es: {
    text: "Esta página también está disponible en español.",
    action: "Leer en español",
    dismiss: "No, gracias",
  },
  zh: { text: "本页面也有简体中文版。", action: "阅读中文版", dismiss: "不用了" },
};
