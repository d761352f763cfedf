export const proposalMessages = {
  /** The tab's title; the page is never indexed. */
  metaTitle: "Your safari proposal",
  metaDescription:
    "Your personal safari proposal: the day-by-day plan, where you stay, the price and what is included.",
  eyebrow: "Your safari proposal",
  /** "{name}": the traveller's name as they gave it. */
  preparedFor: "Prepared for {name}",
  /** "{start}" and "{end}": the first and last day's dates. */
  dates: "{start} to {end}",
  /** In the desk's preview, until the operator sets the first day. */
  datesPending: "Dates to follow: the first day is not set yet.",
  /** Under the title of a version after the first. */
  revised:
    "Updated: this is the latest version of your proposal. It replaces the one we sent you before.",
  travellers: { one: "{count} traveller", other: "{count} travellers" },
  loading: "Loading your proposal…",
  notFound: {
    title: "We can’t find this proposal",
    text: "The link may be incomplete, or the proposal may have been withdrawn. Please check the link in your e-mail, or write to us and we will send it again.",
    contact: "Contact us",
  },
  loadFailed: {
    title: "Your proposal could not be loaded",
    text: "We could not reach our server. Please check your connection and try again.",
    retry: "Try again",
  },
  note: "A note from your safari specialist",
  route: "Your route",
  /** The route map's name, "{title}". */
  routeMap: "Route map of {title}",
  itinerary: "Day by day",
  price: {
    title: "Your price",
    perPerson: "Per person",
    /** "{travellers}": "2 travellers". */
    total: "Total for {travellers}",
  },
  accept: "Accept this proposal",
  accepting: "Accepting…",
  acceptHint:
    "Accepting holds these dates for you. You then pay the deposit here to confirm your booking.",
  terms: {
    /** "{terms}": the link to the booking terms, `link`. */
    agree: "I have read and agree to the {terms}.",
    link: "booking terms",
    /** After the link's text, for a screen reader. */
    newTab: "(opens in a new tab)",
    required: "Please tick the box to agree to the booking terms before you accept.",
    changed:
      "Our booking terms were updated while this page was open, so we have not recorded your acceptance. Please reload the page, read the terms again and accept.",
  },
  accepted: {
    title: "You accepted this proposal",
    /** "{date}": the day it was accepted. */
    text: "Thank you! We recorded your acceptance and your agreement to the booking terms on {date}.",
  },
  booking: {
    loading: "Loading your booking…",
    loadFailed: "We could not load your booking's payments just now.",
  },
  /** After a second window or device accepts a proposal that was already accepted. */
  alreadyAccepted:
    "This proposal had already been accepted, perhaps in another window. There is nothing more to do.",
  /** After accepting a version that was replaced meanwhile; the new one shows above it. */
  changed:
    "This proposal changed after you opened it, so we have not recorded your acceptance. The new version is shown now: please read it through and accept it if it suits you.",
  acceptFailed:
    "Your acceptance did not reach us, so nothing has been recorded yet. Please check your connection and try again.",
  preview: "Preview: this is the page the traveller will see. The button works only on their page.",
  previewWaiting: "Loading the preview…",
  print: "Print or save as PDF",
  /** On a printed page, "{url}". */
  printedFrom: "This proposal online: {url}",
};
