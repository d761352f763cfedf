/** The header's language menu. */
export const languageMessages = {
  label: "Language",
};
