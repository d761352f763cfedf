// Built from main.ts by `npm run function:build`: edit that file, not this one.

// functions/change-enquiry/src/main.ts
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
var enquiryStatuses = [
  "new",
  "replied",
  "proposal_sent",
  "accepted",
  "booked",
  "closed"
];

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

// functions/shared/desk-store.ts
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

// functions/shared/operator.ts
import { Users } from "node-appwrite";
async function signedInOperator(client, userId, log) {
  if (!userId) return null;
  try {
    const user = await new Users(client).get({ userId });
    return { email: user.email, name: user.name.trim() || null };
  } catch (cause) {
    log(`Could not look up user ${userId}: ${reasonOf(cause)}`);
    return null;
  }
}

// functions/change-enquiry/src/main.ts
var DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
var notesLimit = 1e4;
var fields2 = ["id", "updatedAt", "status", "notes", "replied"];
function parseChangeRequest(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'The body must be a JSON object: {"id": "\u2026", "updatedAt": "\u2026"}.' };
  }
  const given = body;
  const unknown = Object.keys(given).filter((key) => !fields2.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      reason: `The body may hold ${fields2.map((field) => `"${field}"`).join(", ")} only (not ${unknown.slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40))).join(", ")}).`
    };
  }
  const { id, updatedAt, status, notes, replied } = given;
  if (typeof id !== "string" || !DOCUMENT_ID.test(id)) {
    return { ok: false, reason: `"id" must be an enquiry's id.` };
  }
  if (typeof updatedAt !== "string" || updatedAt.length > 40) {
    return { ok: false, reason: `"updatedAt" must be the enquiry's $updatedAt as it was loaded.` };
  }
  if (status !== void 0 && !enquiryStatuses.includes(status)) {
    return { ok: false, reason: `"status" must be one of ${enquiryStatuses.join(", ")}.` };
  }
  if (notes !== void 0 && (typeof notes !== "string" || notes.length > notesLimit)) {
    return { ok: false, reason: `"notes" must be a text of at most ${notesLimit} characters.` };
  }
  if (replied !== void 0 && replied !== true) {
    return { ok: false, reason: '"replied" is true, for a reply sent now, or left out.' };
  }
  return {
    ok: true,
    change: {
      id,
      updatedAt,
      ...status === void 0 ? {} : { status },
      ...notes === void 0 ? {} : { notes },
      ...replied ? { replied } : {}
    }
  };
}
async function answer(env, change, apiKey, userId, log) {
  const client = executionClient(env, apiKey);
  const store = new DeskStore(new Databases(client));
  const enquiry = await store.enquiryDocument(change.id);
  if (!enquiry) return { status: 404, body: { ok: false, error: "No enquiry has this id." } };
  if (enquiry.$updatedAt !== change.updatedAt) {
    return {
      status: 409,
      body: {
        ok: false,
        error: "The enquiry changed since it was loaded; nothing was written.",
        enquiry,
        by: await store.latestHistory(change.id)
      }
    };
  }
  const at = (/* @__PURE__ */ new Date()).toISOString();
  const before = {
    status: typeof enquiry.status === "string" ? enquiry.status : "new",
    notes: typeof enquiry.notes === "string" ? enquiry.notes : ""
  };
  const data = {};
  const lines = [];
  if (change.replied) {
    data.repliedAt = at;
    lines.push({ action: "reply", from: null, to: null });
  }
  if (change.status !== void 0 && change.status !== before.status) {
    data.status = change.status;
    lines.push({ action: "status", from: before.status, to: change.status });
  }
  if (change.notes !== void 0 && change.notes !== before.notes) {
    data.notes = change.notes;
    lines.push({ action: "note", from: null, to: null });
  }
  if (lines.length === 0) return { status: 200, body: { ok: true, enquiry } };
  const operator = await signedInOperator(client, userId, log);
  const actor = operator ? operator.name ?? operator.email : "API key";
  const updated = await store.updateEnquiry(change.id, data);
  for (const line of lines) await store.addHistory({ ...line, enquiryId: change.id, actor }, at);
  log(`${actor} changed enquiry ${change.id}: ${lines.map((line) => line.action).join(", ")}.`);
  return { status: 200, body: { ok: true, enquiry: updated } };
}
function createHandler(env) {
  return async (context) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseChangeRequest);
    if ("refused" in read) return read.refused;
    const { change } = read.request;
    try {
      const { status, body } = await answer(
        env,
        change,
        req.headers["x-appwrite-key"] ?? "",
        req.headers["x-appwrite-user-id"] ?? "",
        log
      );
      return res.json(body, status);
    } catch (cause) {
      error(`Could not change enquiry ${change.id}: ${reasonOf(cause)}`);
      return res.json({ ok: false, error: `Not saved: ${reasonOf(cause)}` }, 500);
    }
  };
}
var main_default = createHandler(process.env);
export {
  createHandler,
  main_default as default,
  parseChangeRequest
};
