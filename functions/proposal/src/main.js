// Built from main.ts by `npm run function:build`: edit that file, not this one.

// functions/proposal/src/main.ts
import { Databases } from "node-appwrite";

// data/domain/desk.ts
var deskIds = {
  operatorsTeamId: "operators",
  historyCollectionId: "history",
  proposalsCollectionId: "proposals",
  /** Executable by anyone holding a proposal's id: reads it, or records its acceptance. */
  proposalFunctionId: "proposal",
  /**
   * Executable by operators: stores a proposal (or a new version of one) under an id the server
   * makes, and e-mails the traveller its link, in their language.
   */
  proposalEmailFunctionId: "send-proposal-email",
  /** Executable by operators: changes an enquiry's status, notes or reply and writes its history. */
  enquiryChangeFunctionId: "change-enquiry"
};
var proposalVersionLimit = 999;
var proposalOpenedInterval = 6e4;
function proposalOpening(opened, at) {
  const time = at.toISOString();
  if (!opened.firstOpenedAt) return { firstOpenedAt: time, lastOpenedAt: time };
  const last = Date.parse(opened.lastOpenedAt ?? opened.firstOpenedAt);
  return at.getTime() - last >= proposalOpenedInterval ? { lastOpenedAt: time } : null;
}
var proposalIdPattern = /^[0-9a-f]{32}$/;

// data/domain/visible-text.ts
var bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function showBidiControls(value) {
  return value.replace(
    bidiControl,
    (control) => `[U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}]`
  );
}

// functions/shared/desk-store.ts
import { ID, Query } from "node-appwrite";

// data/domain/enquiry-fields.ts
var emailPattern = "[A-Za-z0-9_+'\\-]+(?:\\.[A-Za-z0-9_+'\\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9\\-]{1,59})";
var enquiryFieldSpecs = {
  name: {
    control: "text",
    maxLength: 200,
    autoComplete: "name",
    required: true,
    operatorLabel: "Name"
  },
  email: {
    control: "email",
    maxLength: 254,
    pattern: emailPattern,
    autoComplete: "email",
    required: true,
    stored: "required",
    operatorLabel: "Email"
  },
  phone: { control: "tel", maxLength: 40, autoComplete: "tel", operatorLabel: "Phone" },
  groupSize: {
    control: "select",
    placeholder: true,
    options: ["1", "2", "3-4", "5-6", "7+"],
    operatorLabel: "Group Size"
  },
  safariInterest: {
    control: "select",
    placeholder: true,
    options: ["luxury", "midrange", "budget", "family", "photography", "custom"],
    operatorLabel: "Safari Interest"
  },
  budget: {
    control: "select",
    placeholder: true,
    options: ["under-2000", "2000-3000", "3000-5000", "5000-8000", "over-8000"],
    operatorLabel: "Budget (per person)"
  },
  preferredDates: {
    control: "text",
    placeholder: true,
    maxLength: 200,
    autoComplete: "off",
    wide: true,
    operatorLabel: "Preferred Travel Dates"
  },
  message: {
    control: "textarea",
    placeholder: true,
    maxLength: 5e3,
    wide: true,
    operatorLabel: "Message"
  }
};
var enquiryFieldKeys = Object.keys(enquiryFieldSpecs);
function optionsKey(key) {
  return `${key}Options`;
}

// data/domain/enquiry-ids.ts
var enquiryIds = {
  projectId: "safari-site",
  databaseId: "safari",
  messagesCollectionId: "messages",
  /** One document per e-mailed enquiry, under the enquiry's id: the function's sent-marker. */
  emailsCollectionId: "enquiry-emails",
  emailFunctionId: "send-enquiry-email"
};

// data/generated/texts/enquiry-form.json
var enquiry_form_default = { fields: { name: { label: "Full Name" }, email: { label: "Email Address" }, phone: { label: "Phone" }, groupSize: { label: "Group Size", placeholder: "Select group size" }, safariInterest: { label: "Safari Interest", placeholder: "Select a safari style" }, budget: { label: "Budget Range (per person, USD)", placeholder: "Select a budget" }, preferredDates: { label: "Preferred Travel Dates", placeholder: "e.g. two weeks in August 2026" }, message: { label: "Additional Information", placeholder: "Parks you dream of, special occasions, dietary needs..." } }, bookingPanel: { firstName: { label: "First Name" }, email: { label: "Your Email" }, phone: { label: "Phone Number" }, message: { label: "Message", placeholder: "Tell us about your dream safari..." }, sum: { label: "4 + 4 =" } }, groupSizeOptions: [{ value: "1", label: "1 Solo Traveler" }, { value: "2", label: "2 Travelers" }, { value: "3-4", label: "3-4 Travelers" }, { value: "5-6", label: "5-6 Travelers" }, { value: "7+", label: "7+ Travelers" }], safariInterestOptions: [{ value: "luxury", label: "Luxury Safari" }, { value: "midrange", label: "Mid-range Safari" }, { value: "budget", label: "Budget Safari" }, { value: "family", label: "Family Safari" }, { value: "photography", label: "Photography Safari" }, { value: "custom", label: "Custom Itinerary" }], budgetOptions: [{ value: "under-2000", label: "Under $2,000" }, { value: "2000-3000", label: "$2,000 - $3,000" }, { value: "3000-5000", label: "$3,000 - $5,000" }, { value: "5000-8000", label: "$5,000 - $8,000" }, { value: "over-8000", label: "Over $8,000" }] };

// data/domain/languages.ts
var languages = [
  {
    code: "en",
    name: "English",
    englishName: "English",
    tag: "en",
    // The operator's US dollars read "$3,517" ("US$3,517" is how en-GB would write them), while
    // the site is written in British English ("travellers") and dates its pages "15 July 2031".
    numberLocale: "en-US",
    dateLocale: "en-GB",
    ogLocale: "en_GB",
    searchLanguage: "en",
    listSeparator: ", ",
    accentedLatin: false
  },
  {
    code: "de",
    name: "Deutsch",
    englishName: "German",
    tag: "de",
    numberLocale: "de-DE",
    dateLocale: "de-DE",
    ogLocale: "de_DE",
    searchLanguage: "de",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "fr",
    name: "Fran\xE7ais",
    englishName: "French",
    tag: "fr",
    numberLocale: "fr-FR",
    dateLocale: "fr-FR",
    ogLocale: "fr_FR",
    searchLanguage: "fr",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "it",
    name: "Italiano",
    englishName: "Italian",
    tag: "it",
    numberLocale: "it-IT",
    dateLocale: "it-IT",
    ogLocale: "it_IT",
    searchLanguage: "it",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "es",
    name: "Espa\xF1ol",
    englishName: "Spanish",
    tag: "es",
    numberLocale: "es-ES",
    dateLocale: "es-ES",
    ogLocale: "es_ES",
    searchLanguage: "es",
    listSeparator: ", ",
    accentedLatin: true
  },
  {
    code: "zh",
    name: "\u7B80\u4F53\u4E2D\u6587",
    englishName: "Chinese",
    tag: "zh-Hans",
    numberLocale: "zh-CN",
    dateLocale: "zh-CN",
    ogLocale: "zh_CN",
    searchLanguage: "zh",
    listSeparator: "\u3001",
    // Set in the reader's system fonts (docs/languages.md, "Fonts"): only the Latin of brand
    // and place names comes from the site's typefaces.
    accentedLatin: false
  }
];

// data/domain/locales.ts
var locales = languages.map((language) => language.code);
var defaultLocale = "en";
var translatedLocales = locales.filter((locale) => locale !== defaultLocale);
function isLocale(value) {
  return locales.includes(value);
}

// data/domain/enquiry.ts
var formTypes = ["contact", "hero_booking"];
var { budgetOptions, groupSizeOptions, safariInterestOptions } = enquiry_form_default;
var { fields, bookingPanel } = enquiry_form_default;
var emailRule = new RegExp(`^(?:${emailPattern})$`, "u");
var values = (options) => options.map((option) => option.value);
function withWords(key) {
  const { options, ...spec } = enquiryFieldSpecs[key];
  const worded = { ...spec, ...fields[key] };
  return options ? { ...worded, options: enquiry_form_default[optionsKey(key)] } : worded;
}
var enquiryFields = Object.fromEntries(
  enquiryFieldKeys.map((key) => [key, withWords(key)])
);
var definition = (key) => enquiryFields[key];
function storedAs(key) {
  const { control, options, maxLength, stored } = definition(key);
  const required = stored === "required";
  if (options) return { key, kind: "enum", elements: values(options), required };
  return { key, kind: control === "email" ? "email" : "string", size: maxLength ?? 0, required };
}
var enquiryAttributes = [
  { key: "formType", kind: "enum", elements: formTypes, required: true },
  ...enquiryFieldKeys.map(storedAs),
  { key: "submittedAt", kind: "datetime", required: true },
  // The language of the page the traveller wrote from, to reply in; older enquiries have none.
  { key: "locale", kind: "enum", elements: locales, required: false }
];
var collectionPermissions = {
  [enquiryIds.messagesCollectionId]: ['create("any")'],
  [enquiryIds.emailsCollectionId]: []
};
var bookingPanelFields = {
  firstName: { ...bookingPanel.firstName, maxLength: enquiryFields.name.maxLength },
  email: {
    ...bookingPanel.email,
    maxLength: enquiryFields.email.maxLength,
    pattern: emailPattern
  },
  phone: { ...bookingPanel.phone, maxLength: enquiryFields.phone.maxLength },
  message: {
    ...bookingPanel.message,
    maxLength: enquiryFields.message.maxLength
  },
  sum: bookingPanel.sum
};
var emailFieldLabels = {
  ...Object.fromEntries(
    enquiryFieldKeys.map((key) => [key, enquiryFields[key].operatorLabel])
  ),
  locale: "Reply in",
  formType: "Form",
  submittedAt: "Submitted At"
};

// functions/shared/runtime.ts
import { AppwriteException, Client } from "node-appwrite";
function executionClient(env, apiKey) {
  const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = env.APPWRITE_FUNCTION_PROJECT_ID;
  if (!endpoint || !projectId) {
    throw new Error("APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID are not set.");
  }
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);
}
function bodyJson(req) {
  try {
    return { ok: true, body: req.bodyJson };
  } catch {
    return { ok: false };
  }
}
function readRequest({ req, res, error }, parse) {
  const body = bodyJson(req);
  if (!body.ok) {
    error("Rejected an execution whose body is not JSON.");
    return { refused: res.json({ ok: false, error: "The body must be JSON." }, 400) };
  }
  const parsed = parse(body.body);
  if (!parsed.ok) {
    error(`Rejected an execution: ${parsed.reason}`);
    return { refused: res.json({ ok: false, error: parsed.reason }, 400) };
  }
  return { request: parsed };
}
function isAppwriteError(cause, type) {
  return cause instanceof AppwriteException && cause.type === type;
}
var reasonOf = (cause) => cause instanceof Error ? cause.message : String(cause);
function readSiteOrigin(env) {
  const value = env.SITE_URL?.trim();
  if (!value) throw new Error("SITE_URL is not set, so the e-mail could not link to the site.");
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be the site's address, like https://www.example.com (got "${value}").`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address (got "${value}").`);
  }
  return url.origin;
}

// functions/shared/desk-store.ts
var versionClaimId = (proposal) => `${proposal.id}-${proposal.version}`;
var { databaseId } = enquiryIds;
var text = (value) => typeof value === "string" ? value : "";
var integer = (value) => typeof value === "number" ? value : 0;
var datetimeOrNull = (value) => typeof value === "string" ? value : null;
function parseProposalDays(json) {
  const days = JSON.parse(json);
  const isDay = (day) => {
    if (typeof day !== "object" || day === null) return false;
    const { day: number, title, description, lodge, note } = day;
    return Number.isInteger(number) && [title, description, lodge, note].every((field) => typeof field === "string");
  };
  if (!Array.isArray(days) || !days.every(isDay)) {
    throw new Error("The proposal's days are not a list of days.");
  }
  return days.map(({ day, title, description, lodge, note }) => ({
    day,
    title,
    description,
    lodge,
    note
  }));
}
function storedProposal(document) {
  const locale = typeof document.locale === "string" && isLocale(document.locale) ? document.locale : "en";
  return {
    id: document.$id,
    enquiryId: text(document.enquiryId),
    locale,
    tourSlug: text(document.tourSlug),
    tourTitle: text(document.tourTitle),
    startDate: text(document.startDate),
    travellers: integer(document.travellers),
    days: parseProposalDays(text(document.days)),
    pricePerPerson: integer(document.pricePerPerson),
    priceTotal: integer(document.priceTotal),
    currency: text(document.currency),
    note: text(document.note),
    // A proposal stored before versions were counted is the first.
    version: typeof document.version === "number" ? document.version : 1,
    createdBy: text(document.createdBy),
    sentAt: datetimeOrNull(document.sentAt),
    acceptedAt: datetimeOrNull(document.acceptedAt),
    firstOpenedAt: datetimeOrNull(document.firstOpenedAt),
    lastOpenedAt: datetimeOrNull(document.lastOpenedAt)
  };
}
function proposalView(proposal, enquiry) {
  return {
    id: proposal.id,
    locale: proposal.locale,
    version: proposal.version,
    tourSlug: proposal.tourSlug,
    tourTitle: proposal.tourTitle,
    startDate: proposal.startDate,
    travellers: proposal.travellers,
    days: proposal.days,
    pricePerPerson: proposal.pricePerPerson,
    priceTotal: proposal.priceTotal,
    currency: proposal.currency,
    note: proposal.note,
    travellerName: showBidiControls(enquiry?.name ?? ""),
    sentAt: proposal.sentAt,
    acceptedAt: proposal.acceptedAt
  };
}
var DeskStore = class {
  databases;
  constructor(databases) {
    this.databases = databases;
  }
  async find(collectionId, documentId) {
    try {
      return await this.databases.getDocument({ databaseId, collectionId, documentId });
    } catch (cause) {
      if (isAppwriteError(cause, "document_not_found")) return null;
      throw cause;
    }
  }
  async proposal(id) {
    const document = await this.find(deskIds.proposalsCollectionId, id);
    return document ? storedProposal(document) : null;
  }
  /** The enquiry as the REST API returns it, or null. */
  enquiryDocument(id) {
    return this.find(enquiryIds.messagesCollectionId, id);
  }
  async enquiry(id) {
    const document = await this.enquiryDocument(id);
    if (!document) return null;
    return {
      id,
      name: typeof document.name === "string" && document.name.trim() ? document.name.trim() : null,
      email: text(document.email),
      // An enquiry stored before statuses existed has none: it is new.
      status: typeof document.status === "string" ? document.status : "new",
      locale: typeof document.locale === "string" && isLocale(document.locale) ? document.locale : null
    };
  }
  /**
   * Stores a proposal's version: a new proposal under `id` (version 1), or the next version of
   * the one stored there. Not sent yet: its `sentAt` is cleared until the e-mail goes.
   */
  async storeProposal(id, proposal, meta) {
    const data = {
      ...proposal,
      startDate: `${proposal.startDate}T00:00:00.000+00:00`,
      days: JSON.stringify(proposal.days),
      createdBy: meta.createdBy,
      version: meta.version,
      sentAt: null
    };
    const document = meta.version === 1 ? await this.databases.createDocument({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data
    }) : await this.databases.updateDocument({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: id,
      data
    });
    return storedProposal(document);
  }
  async updateProposal(id, data) {
    return storedProposal(
      await this.databases.updateDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: id,
        data
      })
    );
  }
  async updateEnquiry(id, data) {
    return this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: id,
      data
    });
  }
  /** The enquiry's latest history entry, or null. */
  async latestHistory(enquiryId) {
    const list = await this.databases.listDocuments({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId), Query.orderDesc("at"), Query.limit(1)]
    });
    return list.documents[0] ?? null;
  }
  async setStatus(enquiryId, status) {
    await this.databases.updateDocument({
      databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: enquiryId,
      data: { status }
    });
  }
  /**
   * Writes a history entry. Under a given id it is written once: false when an entry with that id
   * exists already.
   */
  async addHistory(entry, at, documentId = ID.unique()) {
    try {
      await this.databases.createDocument({
        databaseId,
        collectionId: deskIds.historyCollectionId,
        documentId,
        data: { ...entry, at }
      });
      return true;
    } catch (cause) {
      if (isAppwriteError(cause, "document_already_exists")) return false;
      throw cause;
    }
  }
  /** The action of the history entry with this id, or null when there is none. */
  async historyAction(documentId) {
    const document = await this.find(deskIds.historyCollectionId, documentId);
    return document ? document.action : null;
  }
  async removeHistory(documentId) {
    await this.databases.deleteDocument({
      databaseId,
      collectionId: deskIds.historyCollectionId,
      documentId
    });
  }
};

// functions/shared/mail.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
function escapeHtml(value) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
function oneLine(value) {
  let result = "";
  let gap = false;
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 32 || code === 127) {
      gap = true;
      continue;
    }
    if (gap) result += " ";
    gap = false;
    result += character;
  }
  return result.trim();
}
function readMailSettings(env) {
  const problems = [];
  const to = env.MAIL_TO?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!to) problems.push("MAIL_TO is not set");
  if (!from) problems.push("MAIL_FROM is not set");
  let smtp = null;
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE === "true";
    const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
    }
    smtp = {
      host: env.SMTP_HOST,
      port,
      secure,
      user: env.SMTP_USER || void 0,
      pass: env.SMTP_PASS || void 0
    };
  } else if (!env.OUTBOX_DIR) {
    problems.push(
      "neither SMTP_HOST nor OUTBOX_DIR is set, so there is nowhere to send the e-mail"
    );
  }
  if (problems.length > 0 || !to || !from) {
    throw new Error(`Mail is not configured: ${problems.join("; ")}.`);
  }
  return { smtp, outboxDir: env.OUTBOX_DIR || null, to, from };
}
async function deliverMail(message, settings) {
  const mail = {
    from: settings.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers
  };
  if (settings.smtp) {
    const { host, port, secure, user, pass } = settings.smtp;
    const transport2 = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : void 0,
      connectionTimeout: 1e4,
      greetingTimeout: 1e4,
      socketTimeout: 2e4
    });
    try {
      const info2 = await transport2.sendMail(mail);
      return { messageId: info2.messageId, via: "smtp", file: void 0 };
    } finally {
      transport2.close();
    }
  }
  if (!settings.outboxDir) throw new Error("No SMTP relay and no outbox directory.");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix"
  });
  const info = await transport.sendMail(mail);
  await mkdir(settings.outboxDir, { recursive: true });
  const file = path.join(settings.outboxDir, `${message.outboxName}.eml`);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, info.message);
  await rename(partial, file);
  return { messageId: info.messageId, via: "outbox", file };
}

// functions/proposal/src/main.ts
var fields2 = ["action", "id", "version"];
function parseProposalRequest(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'The body must be a JSON object: {"action": "get", "id": "\u2026"}.' };
  }
  const given = body;
  const unknown = Object.keys(given).filter((key) => !fields2.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      reason: `The body may hold "action", "id" and "version" only (not ${unknown.slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40))).join(", ")}).`
    };
  }
  const { action, id, version } = given;
  if (action !== "get" && action !== "accept") {
    return { ok: false, reason: '"action" must be "get" or "accept".' };
  }
  if (typeof id !== "string" || !proposalIdPattern.test(id)) {
    return {
      ok: false,
      reason: '"id" must be a proposal id: 32 characters, 0-9 and a-f, as in the link /p/<id>.'
    };
  }
  if (action === "get") {
    return version === void 0 ? { ok: true, request: { action, id } } : { ok: false, reason: 'Reading a proposal takes no "version".' };
  }
  if (!Number.isInteger(version) || version < 1 || version > proposalVersionLimit) {
    return {
      ok: false,
      reason: '"version" must be the version of the proposal the traveller accepts, as the page shows it.'
    };
  }
  return { ok: true, request: { action, id, version } };
}
var notFound = { ok: false, error: "No proposal has this id. Check the link in your e-mail." };
var dayOfTrip = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC"
});
function acceptanceMail(proposal, enquiry, siteOrigin, operator) {
  const who = showBidiControls(oneLine(enquiry?.name ?? "")) || enquiry?.email || "The traveller";
  const startDate = dayOfTrip.format(new Date(proposal.startDate));
  const tour = oneLine(proposal.tourTitle) || proposal.tourSlug;
  const price = `${proposal.priceTotal.toLocaleString("en-US")} ${proposal.currency}`;
  const deskLink = `${siteOrigin}/desk/enquiries/${proposal.enquiryId}`;
  const pageLink = `${siteOrigin}/p/${proposal.id}`;
  const travellers = `${proposal.travellers} ${proposal.travellers === 1 ? "traveller" : "travellers"}`;
  const summary = `${who} accepted the proposal for ${tour}, starting ${startDate}, for ${travellers}, ${price} in total.`;
  const subject = `Proposal accepted: ${who}, ${tour} from ${startDate}`;
  const text2 = [
    summary,
    "",
    "The enquiry in the desk:",
    deskLink,
    "",
    "The proposal as the traveller sees it:",
    pageLink,
    ""
  ].join("\n");
  const link = (href) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<p>${escapeHtml(summary)}</p>`,
    `<p>The enquiry in the desk:<br>${link(deskLink)}</p>`,
    `<p>The proposal as the traveller sees it:<br>${link(pageLink)}</p>`,
    "</body></html>",
    ""
  ].join("\n");
  return {
    to: operator,
    replyTo: enquiry?.email || void 0,
    subject,
    text: text2,
    html,
    headers: { "X-Enquiry-Id": proposal.enquiryId, "X-Proposal-Id": proposal.id },
    outboxName: `proposal-accepted-${proposal.id}`
  };
}
async function accept(store, proposal, log) {
  const enquiry = await store.enquiry(proposal.enquiryId);
  const nextStatus = enquiry && enquiry.status !== "booked" && enquiry.status !== "accepted" ? "accepted" : null;
  const at = (/* @__PURE__ */ new Date()).toISOString();
  const claimed = await store.addHistory(
    {
      enquiryId: proposal.enquiryId,
      actor: "traveller",
      action: "accepted",
      from: enquiry?.status ?? null,
      to: nextStatus ?? enquiry?.status ?? null
    },
    at,
    versionClaimId(proposal)
  );
  if (!claimed) return null;
  const undo = [() => store.removeHistory(versionClaimId(proposal))];
  try {
    const accepted = await store.updateProposal(proposal.id, { acceptedAt: at });
    undo.unshift(() => store.updateProposal(proposal.id, { acceptedAt: null }));
    if (enquiry && nextStatus) await store.setStatus(enquiry.id, nextStatus);
    return { accepted, enquiry };
  } catch (cause) {
    for (const step of undo) {
      await step().catch(
        (undoCause) => log(`Could not undo part of the acceptance of ${proposal.id}: ${reasonOf(undoCause)}`)
      );
    }
    throw cause;
  }
}
async function recordOpening(store, proposal, log) {
  const opening = proposalOpening(proposal, /* @__PURE__ */ new Date());
  if (!opening) return;
  await store.updateProposal(proposal.id, opening).catch((cause) => {
    log(`Could not record the opening of proposal ${proposal.id}: ${reasonOf(cause)}`);
  });
}
async function answer(env, request, apiKey, signedIn, log, error) {
  const store = new DeskStore(new Databases(executionClient(env, apiKey)));
  const proposal = await store.proposal(request.id);
  if (!proposal) return { status: 404, body: notFound };
  if (request.action === "get") {
    if (!signedIn) await recordOpening(store, proposal, log);
    return { status: 200, body: proposalView(proposal, await store.enquiry(proposal.enquiryId)) };
  }
  const alreadyAccepted = (acceptedAt) => ({
    status: 409,
    body: {
      ok: false,
      error: "This proposal has already been accepted; nothing was changed.",
      acceptedAt
    }
  });
  const changed = async (current) => ({
    status: 409,
    body: {
      ok: false,
      error: `This proposal changed after it was opened (version ${request.version}; it is now ${current.version}); nothing was recorded.`,
      proposal: proposalView(current, await store.enquiry(current.enquiryId))
    }
  });
  if (proposal.acceptedAt) return alreadyAccepted(proposal.acceptedAt);
  if (proposal.version !== request.version) return changed(proposal);
  const result = await accept(store, proposal, error);
  if (!result) {
    const claim = await store.historyAction(versionClaimId(proposal));
    const current = await store.proposal(proposal.id) ?? proposal;
    if (claim === "proposal") {
      log(`Proposal ${proposal.id} had a new version at the moment it was accepted.`);
      return changed(current);
    }
    log(`Proposal ${proposal.id} was accepted by another run at the same moment.`);
    return alreadyAccepted(current.acceptedAt);
  }
  const { accepted, enquiry } = result;
  log(`Proposal ${proposal.id} accepted at ${accepted.acceptedAt}.`);
  try {
    const settings = readMailSettings(env);
    const sent = await deliverMail(
      acceptanceMail(accepted, enquiry, readSiteOrigin(env), settings.to),
      settings
    );
    log(`Told ${settings.to} of the acceptance (${sent.messageId}).`);
  } catch (cause) {
    error(
      `Proposal ${proposal.id} is accepted, but the operator's e-mail failed: ${reasonOf(cause)}`
    );
  }
  return { status: 200, body: proposalView(accepted, enquiry) };
}
function createHandler(env) {
  return async (context) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseProposalRequest);
    if ("refused" in read) return read.refused;
    const parsed = read.request;
    try {
      const { status, body: result } = await answer(
        env,
        parsed.request,
        req.headers["x-appwrite-key"] ?? "",
        Boolean(req.headers["x-appwrite-user-id"]),
        log,
        error
      );
      return res.json(result, status);
    } catch (cause) {
      error(`Could not ${parsed.request.action} proposal ${parsed.request.id}: ${reasonOf(cause)}`);
      return res.json(
        {
          ok: false,
          error: "The proposal could not be read or changed just now. Please try again."
        },
        500
      );
    }
  };
}
var main_default = createHandler(process.env);
export {
  acceptanceMail,
  createHandler,
  main_default as default,
  parseProposalRequest
};
