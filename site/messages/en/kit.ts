import type { FrameKitMessages } from "../catalogue";

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), in English; every other component family's comes with the code that shows it
 * (kit-<family>.ts).
 */
export const kitMessages: FrameKitMessages = {
  common: {
    newTab: "(opens in a new tab)",
    days: {
      one: "{count} Day",
      other: "{count} Days",
    },
    more: {
      other: "{count} more",
    },
  },
  dialog: {
    close: "Close",
  },
  spinner: {
    page: "Loading page",
    section: "Loading",
  },
  loadError: {
    retry: "Try again",
    renderFailed: "Something went wrong while showing this part of the page.",
    loadFailed: "Part of this page could not load. Check your connection and try again.",
  },
  consentBanner: {
    title: "Cookies and analytics",
    message:
      "With your consent we use PostHog analytics cookies to learn which tours and pages help travellers, so we can improve the site. Nothing is measured unless you accept, and you can change your mind at any time from the footer.",
    accept: "Accept",
    reject: "Reject",
    policy: "Read the cookie policy",
  },
  floatingContact: {
    whatsapp: "Chat with us on WhatsApp (opens in a new tab)",
    wechat: "Chat with us on WeChat",
  },
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    reviews: "Traveller Reviews",
    search: "Search tours and safaris",
    menu: "Menu",
    searchTours: "Search Tours",
    quote: "Get Quote",
    quoteMobile: "Get A Quote",
  },
  dialogLoading: {
    lightbox: {
      label: "Photo",
      status: "Loading photo",
    },
  },
};
