import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LightMyRequestResponse,
} from "fastify";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  enquiryFieldKeys,
  enquiryIds,
  formTypes,
  type EnquiryField,
  type FormType,
} from "../../data/domain/enquiry";
import { contactPath, enquiryPostPath, enquirySentPath } from "../../data/domain/enquiry-paths";
import {
  checkedFields,
  enquiryData,
  enquiryEmailBody,
  heroBookingFields,
  type EnquiryData,
} from "../../data/domain/enquiry-sending";
import { defaultLocale, isLocale, localizedPath, type Locale } from "../../data/domain/locales";
import { fieldErrorMessage, validateQuote } from "../../ui/quote-validation";
import { enquiryCopy } from "./copy";
import { pageWithFilledForm, pageWithMessage } from "./answer-page";

/**
 * Largest form body accepted: an enquiry at its limits (a 5,000-character message of four-byte
 * characters, each byte percent-encoded) stays below it.
 */
export const POST_BODY_LIMIT = 96 * 1024;

/** The id of the message of thanks on the page a sent enquiry leads to. */
export const sentMessageId = "enquiry-sent";

const { projectId, databaseId, messagesCollectionId, emailFunctionId } = enquiryIds;

/** A refusal that needs no page: its status and its reason, in plain text. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** One value of the form; a name given twice is refused (no browser's form does that). */
function single(form: URLSearchParams, name: string): string {
  const values = form.getAll(name);
  if (values.length > 1) throw new Refusal(400, `The field "${name}" was sent more than once.`);
  return values[0] ?? "";
}

/** The enquiry's fields as the form posted them, by the enquiry's names. */
function postedFields(formType: FormType, form: URLSearchParams): Record<EnquiryField, string> {
  const fields =
    formType === "hero_booking"
      ? heroBookingFields({
          firstName: single(form, "firstName"),
          email: single(form, "email"),
          phone: single(form, "phone"),
          message: single(form, "message"),
        })
      : Object.fromEntries(enquiryFieldKeys.map((key) => [key, single(form, key)]));
  return Object.fromEntries(enquiryFieldKeys.map((key) => [key, fields[key] ?? ""])) as Record<
    EnquiryField,
    string
  >;
}

/**
 * The id a form without one (its script never ran to give it the draft's) is stored under: the
 * same for the same enquiry on the same day, so a second tap or a resent form stores nothing new.
 */
function contentId(data: EnquiryData): string {
  const { submittedAt, ...enquiry } = data;
  const day = submittedAt.slice(0, 10);
  const digest = createHash("sha256")
    .update(JSON.stringify([day, enquiry]))
    .digest("hex");
  return digest.slice(0, 36);
}

/**
 * Forms posted before their script ran (or with none): `POST /enquiry`, url-encoded, answered
 * with a 303 to the page of thanks in the page's language, or the page again with what was typed
 * and the messages next to the fields. The enquiry goes through the same service calls as the
 * script's (the documents and executions of the embedded Appwrite, made in-process with the
 * visitor's address and Origin), so it meets the same checks, limits and storage, and is
 * e-mailed by the same function.
 */
export async function enquiryPostRoutes(app: FastifyInstance, options: { distDir: string }) {
  const { distDir } = options;
  /** The language's prerendered contact page; none before the site is built. */
  const contactPage = (locale: Locale) =>
    readFile(path.join(distDir, localizedPath(locale, contactPath), "index.html"), "utf8").catch(
      () => "",
    );

  /** The service call the SDK would make, from this visitor: their address, host and Origin. */
  const serviceCall = (request: FastifyRequest, url: string, body: unknown) =>
    app.inject({
      method: "POST",
      url,
      remoteAddress: request.ip,
      headers: {
        "content-type": "application/json",
        "x-appwrite-project": projectId,
        ...(request.headers.host ? { host: request.headers.host } : {}),
        ...(request.headers.origin ? { origin: request.headers.origin } : {}),
      },
      payload: JSON.stringify(body),
    });

  const refusalOf = (answer: LightMyRequestResponse): Refusal => {
    const { message } = answer.json<{ message?: string }>();
    const retryAfter = answer.headers["retry-after"];
    return new Refusal(answer.statusCode, message ?? "The enquiry could not be stored.", {
      ...(retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) }),
    });
  };

  async function store(request: FastifyRequest, documentId: string, data: EnquiryData) {
    const stored = await serviceCall(
      request,
      `/v1/databases/${databaseId}/collections/${messagesCollectionId}/documents`,
      { documentId, data },
    );
    // Stored before (a second tap, or the script sent it first): sent, as the script counts it.
    const already = stored.statusCode === 409;
    if (stored.statusCode !== 201 && !already) throw refusalOf(stored);
    const emailed = await serviceCall(request, `/v1/functions/${emailFunctionId}/executions`, {
      body: enquiryEmailBody(data, documentId),
      async: false,
      path: "/",
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    const execution = emailed.json<{ status?: string; responseStatusCode?: number }>();
    if (emailed.statusCode >= 400 || execution.status === "failed") {
      request.log.warn(`The enquiry ${documentId} is saved, but its e-mail failed.`);
    }
  }

  async function answerInvalid(
    reply: FastifyReply,
    locale: Locale,
    values: Record<string, string>,
    errors: Record<string, string>,
  ) {
    const page = pageWithFilledForm(await contactPage(locale), { values, errors });
    const reason = Object.values(errors).join(" ");
    if (!page) return reply.code(400).type("text/plain; charset=utf-8").send(reason);
    return reply.code(400).type("text/html; charset=utf-8").send(page);
  }

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: POST_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    // Any other body is left unread, and the route refuses it with the reason.
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, null));
    scope.addHook("onSend", async (_request, reply, payload) => {
      // The answer holds what the traveller typed: no cache keeps it, no search engine lists it.
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
      return payload;
    });

    scope.post(enquiryPostPath, async (request, reply) => {
      const form = request.body;
      try {
        if (!(form instanceof URLSearchParams))
          throw new Refusal(415, "Send the form as application/x-www-form-urlencoded.");
        const formType = single(form, "formType");
        if (!(formTypes as readonly string[]).includes(formType))
          throw new Refusal(400, `"formType" must be one of ${formTypes.join(", ")}.`);
        const posted = single(form, "locale");
        const locale = isLocale(posted) ? posted : defaultLocale;
        const fields = postedFields(formType as FormType, form);
        const found = validateQuote(checkedFields[formType as FormType], fields);
        const documentId = single(form, "documentId");
        if (Object.keys(found).length > 0) {
          const { quoteForm } = await enquiryCopy(locale);
          const errors = Object.fromEntries(
            enquiryFieldKeys.flatMap((key) => {
              const message = fieldErrorMessage(quoteForm, key, found[key]);
              return message === undefined ? [] : [[key, message]];
            }),
          );
          // The answer is the contact page, so its form goes on as the contact form.
          const values = { ...fields, formType: "contact", locale, documentId };
          return answerInvalid(reply, locale, values, errors);
        }
        const data = enquiryData(formType as FormType, fields, locale);
        await store(request, documentId || contentId(data), data);
        const query = formType === "hero_booking" ? `?form=${formType}` : "";
        return reply
          .code(303)
          .header("Location", `${localizedPath(locale, enquirySentPath)}${query}#${sentMessageId}`)
          .send();
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return reply
          .code(error.status)
          .headers(error.headers)
          .type("text/plain; charset=utf-8")
          .send(error.message);
      }
    });

    const sentPage = async (
      request: FastifyRequest<{ Querystring: { form?: string } }>,
      reply: FastifyReply,
      locale: Locale,
    ) => {
      const { sent } = await enquiryCopy(locale);
      const message =
        request.query.form === "hero_booking" ? sent.heroBookingSuccess : sent.contactSuccess;
      const page = pageWithMessage(await contactPage(locale), message, sentMessageId);
      if (!page) return reply.type("text/plain; charset=utf-8").send(message);
      return reply.type("text/html; charset=utf-8").send(page);
    };
    scope.get<{ Querystring: { form?: string } }>(enquirySentPath, (request, reply) =>
      sentPage(request, reply, defaultLocale),
    );
    scope.get<{ Params: { locale: string }; Querystring: { form?: string } }>(
      `/:locale${enquirySentPath}`,
      async (request, reply) => {
        const { locale } = request.params;
        if (!isLocale(locale) || locale === defaultLocale) return reply.callNotFound();
        return sentPage(request, reply, locale);
      },
    );
  });
}
