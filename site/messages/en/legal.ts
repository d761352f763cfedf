export const legalMessages = {
  eyebrow: "Legal",
  lastUpdated: "Last updated: {date}",
  inForceFrom: "In force from {date}",
  englishGoverns:
    "This translation is provided for convenience; the English version of this page governs.",
  onThisPage: "On this page",
  storage: {
    cookie: "Cookie",
    localStorage: "Local storage",
    sessionStorage: "Session storage",
  },
  columns: {
    name: "Name",
    type: "Type",
    purpose: "Purpose",
    duration: "Duration",
    setBy: "Set by",
  },
  cookiePolicy: {
    essential: {
      heading: "Essential storage",
      text: "These keep the site working and remember the choices you make. They hold no analytics or advertising identifiers and cannot be switched off here.",
    },
    analytics: {
      heading: "Analytics",
      text: "Only if you accept analytics do we load PostHog, which counts visits and the buttons people use, so we can see which pages help travellers plan. If you reject, it is never loaded and nothing is stored.",
    },
    yourChoice: {
      heading: "Changing your choice",
      text: "You can accept or reject analytics at any time. Rejecting stops analytics straight away for this browser.",
      change: "Change cookie settings",
    },
    meta: {
      title: "Cookie Policy",
      description:
        "The cookies and browser storage this website uses, what each is for and how long it lasts, and how to change your analytics choice.",
    },
  },
};
