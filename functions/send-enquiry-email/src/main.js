// Built from main.ts by `npm run function:build`: edit that file, not this one.

// functions/send-enquiry-email/src/main.ts
import { Databases } from "node-appwrite";

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
function byLocale(field) {
  return Object.fromEntries(
    languages.map((language) => [language.code, language[field]])
  );
}
var localeNames = /* @__PURE__ */ byLocale("name");
var englishNames = /* @__PURE__ */ byLocale("englishName");
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
var formTypeLabels = {
  contact: "Contact Page quote form",
  hero_booking: "Home Page Book Now panel"
};
var formPages = {
  contact: "Contact Page",
  hero_booking: "Home Page"
};
function enquirySubject(formType, date) {
  return `Contact Form Submission (${formPages[formType]}) - ${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
}
function replyLanguage(locale) {
  return locale === "en" ? englishNames[locale] : `${englishNames[locale]} (${localeNames[locale]})`;
}
function optionLabel(field, value) {
  return definition(field).options?.find((option) => option.value === value)?.label ?? value;
}

// data/domain/visible-text.ts
var bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function showBidiControls(value) {
  return value.replace(
    bidiControl,
    (control) => `[U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}]`
  );
}

// functions/shared/mail.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
function escapeHtml(value) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
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

// functions/send-enquiry-email/src/main.ts
var DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
var isControl = (code) => code < 32 || code === 127;
function parseExecutionBody(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: "The body must be a JSON object." };
  }
  const { documentId } = body;
  if (typeof documentId !== "string" || !DOCUMENT_ID.test(documentId)) {
    return {
      ok: false,
      reason: '"documentId" must be an id of at most 36 characters (a-z, A-Z, 0-9, ".", "-", "_").'
    };
  }
  return { ok: true, documentId };
}
function showControlCharacters(value) {
  let result = "";
  for (const character of value.replace(/\r\n?/g, "\n")) {
    const code = character.charCodeAt(0);
    const kept = character === "	" || character === "\n";
    result += isControl(code) && !kept ? String.fromCharCode(code === 127 ? 9249 : 9216 + code) : character;
  }
  return showBidiControls(result);
}
function readableValue(key, value) {
  if (key === "formType") return formTypeLabels[value] ?? value;
  if (key === "submittedAt") return value;
  if (key === "locale") return isLocale(value) ? replyLanguage(value) : value;
  return optionLabel(key, value);
}
function composeEnquiryEmail(enquiry, documentId) {
  const subject = enquirySubject(enquiry.formType, new Date(enquiry.submittedAt));
  const rows = [];
  for (const [key, label] of Object.entries(emailFieldLabels)) {
    const value = enquiry[key];
    if (value !== null && value !== "") {
      rows.push([label, showControlCharacters(readableValue(key, value))]);
    }
  }
  rows.push(["Enquiry ID", documentId]);
  const text = [
    subject,
    "",
    ...rows.map(
      ([label, value]) => value.includes("\n") ? `${label}:
${value.replace(/^/gm, "  ")}` : `${label}: ${value}`
    ),
    ""
  ].join("\n");
  const tableRows = rows.map(
    ([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`
  ).join("\n");
  const html = [
    "<!doctype html>",
    '<html><head><meta charset="utf-8"><title>' + escapeHtml(subject) + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<table cellspacing="0" cellpadding="0">',
    tableRows,
    "</table>",
    "</body></html>",
    ""
  ].join("\n");
  return { documentId, subject, text, html, replyTo: enquiry.email ?? void 0 };
}
function enquiryMail(message, settings) {
  return {
    to: settings.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "X-Enquiry-Id": message.documentId },
    outboxName: `enquiry-${message.documentId}`
  };
}
var EnquiryStore = class {
  databases;
  constructor(env, apiKey) {
    this.databases = new Databases(executionClient(env, apiKey));
  }
  async enquiry(documentId) {
    let document;
    try {
      document = await this.databases.getDocument({
        databaseId: enquiryIds.databaseId,
        collectionId: enquiryIds.messagesCollectionId,
        documentId
      });
    } catch (cause) {
      if (isAppwriteError(cause, "document_not_found")) return null;
      throw cause;
    }
    const fields2 = Object.fromEntries(
      enquiryFieldKeys.map((key) => [
        key,
        typeof document[key] === "string" ? document[key] : null
      ])
    );
    return {
      ...fields2,
      formType: document.formType,
      submittedAt: String(document.submittedAt),
      locale: typeof document.locale === "string" && isLocale(document.locale) ? document.locale : null
    };
  }
  /** True when this run may send: no other run has claimed the enquiry. */
  async claim(documentId) {
    try {
      await this.databases.createDocument({
        databaseId: enquiryIds.databaseId,
        collectionId: enquiryIds.emailsCollectionId,
        documentId,
        data: { claimedAt: (/* @__PURE__ */ new Date()).toISOString() }
      });
      return true;
    } catch (cause) {
      if (isAppwriteError(cause, "document_already_exists")) return false;
      throw cause;
    }
  }
  async markSent(documentId, messageId) {
    await this.databases.updateDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.emailsCollectionId,
      documentId,
      data: { sentAt: (/* @__PURE__ */ new Date()).toISOString(), messageId }
    });
  }
  async release(documentId) {
    await this.databases.deleteDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.emailsCollectionId,
      documentId
    });
  }
};
function createHandler(env) {
  return async (context) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseExecutionBody);
    if ("refused" in read) return read.refused;
    const parsed = read.request;
    const { documentId } = parsed;
    try {
      const store = new EnquiryStore(env, req.headers["x-appwrite-key"] ?? "");
      const enquiry = await store.enquiry(documentId);
      if (!enquiry) {
        error(`No enquiry ${documentId} is stored; nothing sent.`);
        return res.json({ ok: false, error: `No enquiry has the id "${documentId}".` }, 404);
      }
      const settings = readMailSettings(env);
      if (!await store.claim(documentId)) {
        log(`Enquiry ${documentId} is e-mailed by an earlier run; not sent again.`);
        return res.json({ ok: true, alreadySent: true });
      }
      let sent;
      try {
        sent = await deliverMail(
          enquiryMail(composeEnquiryEmail(enquiry, documentId), settings),
          settings
        );
      } catch (cause) {
        await store.release(documentId).catch(
          (releaseCause) => error(
            `Could not release enquiry ${documentId} for a later run: ${reasonOf(releaseCause)}`
          )
        );
        throw cause;
      }
      log(
        sent.via === "smtp" ? `Sent enquiry ${documentId} to ${settings.to} (${sent.messageId}).` : `Wrote enquiry ${documentId} to ${sent.file} (${sent.messageId}).`
      );
      await store.markSent(documentId, sent.messageId).catch(
        (cause) => error(`Sent enquiry ${documentId} but could not note it: ${reasonOf(cause)}`)
      );
      return res.json({ ok: true, messageId: sent.messageId });
    } catch (cause) {
      error(`Could not send enquiry ${documentId}: ${reasonOf(cause)}`);
      return res.json({ ok: false, error: `Could not send the e-mail: ${reasonOf(cause)}` }, 500);
    }
  };
}
var main_default = createHandler(process.env);
export {
  composeEnquiryEmail,
  createHandler,
  main_default as default,
  enquiryMail,
  parseExecutionBody
};
