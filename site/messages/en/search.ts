export const searchMessages = {
  eyebrow: "Search",
  title: "Search the Site",
  description: "Our safaris, destinations, travel tips and answers to common questions.",
  submit: "Search",
  count: {
    one: "{count} result for “{query}”",
    other: "{count} results for “{query}”",
  },
  hint: "Type a park, a length of trip or a question, then press Search.",
  tooLong: "Your search is too long: please use at most {max} characters.",
  tooMany:
    "You have searched very often in the last minute. Please wait a minute, then search again.",
  meta: {
    title: "Search",
    description:
      "Search our safaris in Kenya and Tanzania, the destinations, travel tips and frequently asked questions.",
  },
};
