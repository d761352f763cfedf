import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { locales, localizedPath, type Locale } from "../../data/domain/locales";
import {
  reviewLimits,
  reviewPath,
  reviewSentPath,
  reviewShellPath,
  type ReviewLinkRefusal,
} from "../../data/domain/reviews";
import { escapeHtml } from "../../functions/shared/mail";
import {
  reviewErrorFields,
  type ReviewErrorField,
  type ReviewErrors,
} from "../../ui/review-validation";
import type * as ReviewFormCatalogue from "../../site/messages/en/kit-review-form";
import type * as ReviewCatalogue from "../../site/messages/en/review";
import { filledForm, withoutScripts } from "../enquiry-post/answer-page";
import { perAddress, refusalStatus, reviewBodyLimit, type ReviewLinks } from "./routes";
import { SubmissionRefusal } from "./submission";

/**
 * A review posted before the page's script ran (or with none): `POST /<lang>/review/<token>`,
 * url-encoded, checked as the script's JSON is. Stored, a 303 to the language's page of thanks;
 * a field in error, the page again with every value kept and the form's own messages beside
 * the fields (400); a link that opens nothing, the page saying why (404, 410). The answers are
 * the language's prerendered review page, its form filled in with what was sent and its
 * messages in the form's own words by their ids, without the page's scripts (as
 * server/enquiry-post/ answers). The prerendered form has no lodges (the trip is not known to
 * it), so a post before the script carries none.
 */

type ReviewPageCopy = {
  page: (typeof ReviewCatalogue)["reviewMessages"];
  form: (typeof ReviewFormCatalogue)["reviewFormCopy"]["reviewForm"];
};

async function load(locale: Locale): Promise<ReviewPageCopy> {
  const [page, form] = await Promise.all([
    import(`../../site/messages/${locale}/review.ts`) as Promise<typeof ReviewCatalogue>,
    import(`../../site/messages/${locale}/kit-review-form.ts`) as Promise<
      typeof ReviewFormCatalogue
    >,
  ]);
  return { page: page.reviewMessages, form: form.reviewFormCopy.reviewForm };
}

const loaded = new Map<Locale, Promise<ReviewPageCopy>>();
function pageCopy(locale: Locale): Promise<ReviewPageCopy> {
  let copy = loaded.get(locale);
  if (!copy) {
    copy = load(locale);
    loaded.set(locale, copy);
  }
  return copy;
}

/** The review form in the prerendered page, from its opening tag to its end. */
const reviewFormPattern = /<form\b[^>]*\bdata-slot="review-form"[^>]*>[\s\S]*?<\/form>/;

/** The shell with its form replaced by `markup`, without its scripts; null before a build. */
function answerPage(shell: string, markup: string): string | null {
  if (!reviewFormPattern.test(shell)) return null;
  return withoutScripts(shell.replace(reviewFormPattern, () => markup));
}

/** The message for a part of the form in error, as the form itself words it. */
function errorMessage(
  copy: ReviewPageCopy["form"],
  part: ReviewErrorField,
  error: NonNullable<ReviewErrors[ReviewErrorField]>,
): string {
  if (error === "tooShort") return copy.textTooShort.replace("{min}", String(reviewLimits.textMin));
  return {
    rating: copy.ratingRequired,
    title: copy.titleRequired,
    text: copy.textRequired,
    travelled: copy.travelledRequired,
    companions: copy.companionsRequired,
  }[part];
}

/** The control that holds each part's value, by its name. */
const controlOf: Record<ReviewErrorField, string> = {
  rating: "rating",
  title: "title",
  text: "text",
  travelled: "travelledMonth",
  companions: "companions",
};

/** A message in place of the form: its title and its text. */
function messageMarkup(id: string, title: string, text: string): string {
  return (
    `<div id="${id}" role="status" class="flex flex-col gap-3">` +
    `<h2 class="font-display text-2xl font-semibold">${escapeHtml(title)}</h2>` +
    `<p class="text-lg leading-relaxed">${escapeHtml(text)}</p></div>`
  );
}

/** The id of the message of thanks on the page a sent review leads to. */
export const reviewSentId = "review-sent";

export async function reviewPageRoutes(
  app: FastifyInstance,
  options: { distDir: string; links: ReviewLinks; requestsPerMinute: number },
) {
  const { distDir, links } = options;
  const allowed = perAddress(options.requestsPerMinute);
  const shell = (locale: Locale) =>
    readFile(
      path.join(distDir, localizedPath(locale, reviewShellPath), "index.html"),
      "utf8",
    ).catch(() => "");

  const send = async (reply: FastifyReply, status: number, locale: Locale, markup: string) => {
    const page = answerPage(await shell(locale), markup);
    if (!page) return reply.code(status).type("text/plain; charset=utf-8").send(markup);
    return reply.code(status).type("text/html; charset=utf-8").send(page);
  };

  const refused = async (reply: FastifyReply, locale: Locale, reason: ReviewLinkRefusal) => {
    const { title, text } = (await pageCopy(locale)).page[reason];
    return send(reply, refusalStatus[reason], locale, messageMarkup("review-refused", title, text));
  };

  async function post(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    locale: Locale,
  ) {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
    if (!allowed(request, reply)) return reply;
    const form = request.body;
    if (!(form instanceof URLSearchParams))
      return reply
        .code(415)
        .type("text/plain; charset=utf-8")
        .send("Send the review as application/x-www-form-urlencoded.");
    const { token } = request.params;
    try {
      const answer = links.submit(token, form.entries());
      if ("refused" in answer) return refused(reply, locale, answer.refused);
      if ("stored" in answer)
        return reply
          .code(303)
          .header("Location", `${localizedPath(locale, reviewSentPath)}#${reviewSentId}`)
          .send();
      const { form: copy } = await pageCopy(locale);
      const shown = reviewErrorFields.flatMap((part) => {
        const error = answer.errors[part];
        return error ? [[controlOf[part], errorMessage(copy, part, error)] as const] : [];
      });
      const page = filledForm(await shell(locale), reviewFormPattern, {
        values: answer.values,
        errors: Object.fromEntries(shown),
      });
      if (!page)
        return reply
          .code(400)
          .type("text/plain; charset=utf-8")
          .send(shown.map(([, message]) => message).join(" "));
      return reply.code(400).type("text/html; charset=utf-8").send(page);
    } catch (error) {
      if (!(error instanceof SubmissionRefusal)) throw error;
      return reply.code(error.status).type("text/plain; charset=utf-8").send(error.message);
    }
  }

  async function sent(reply: FastifyReply, locale: Locale) {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
    const { form, page } = await pageCopy(locale);
    return send(reply, 200, locale, messageMarkup(reviewSentId, page.title, form.sent));
  }

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: reviewBodyLimit },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, null));
    for (const locale of locales) {
      scope.get(localizedPath(locale, reviewSentPath), (_request, reply) => sent(reply, locale));
      scope.post<{ Params: { token: string } }>(
        localizedPath(locale, reviewPath(":token")),
        (request, reply) => post(request, reply, locale),
      );
    }
  });
}
