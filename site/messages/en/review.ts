export const reviewMessages = {
  /** The tab's title; the page is never indexed. */
  metaTitle: "Your safari review",
  metaDescription: "Tell other travellers about your safari.",
  eyebrow: "Your review",
  title: "How was your safari?",
  intro:
    "Tell other travellers what it was like. We read every review before it goes on the site, and we never change a word of yours.",
  /** The link sent its review already. */
  used: {
    title: "This link has been used",
    text: "Your review has reached us: thank you! Each link works once. If you would like to add something, just write to us.",
  },
  /** The link is past its 90 days. */
  expired: {
    title: "This link has expired",
    text: "Review links work for 90 days. Write to us and we will gladly send you a new one.",
  },
  /** No link has this token. */
  unknown: {
    title: "We can’t find this review link",
    text: "The link may be incomplete. Please check the link in your e-mail, or write to us and we will send you a new one.",
  },
  contact: "Contact us",
  /** The review could not be sent: the form keeps it and offers to try again. */
  sendFailed:
    "Your review did not reach us, so nothing has been saved yet. Please check your connection and try again.",
};
