import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { locales, localizedPath, type Locale } from "../../data/domain/locales";
import {
  reviewLimits,
  reviewPath,
  reviewSentPath,
  reviewShellPath,
  type ReviewLinkRefusal,
} from "../../data/domain/reviews";
import { escapeHtml } from "../../functions/shared/mail";
import type { GlyphName } from "../../ui/glyphs";
import { InlineGlyphs, inlineSprite } from "../../ui/icon";
import { KitProvider } from "../../ui/kit-provider";
import { ReviewForm, type ReviewErrors, type ReviewValues } from "../../ui/review-form";
import type * as FieldCatalogue from "../../site/messages/en/kit-field";
import type * as ReviewFormCatalogue from "../../site/messages/en/kit-review-form";
import type * as StarRatingCatalogue from "../../site/messages/en/kit-star-rating";
import type * as ReviewCatalogue from "../../site/messages/en/review";
import { withoutScripts } from "../enquiry-post/answer-page";
import { perAddress, refusalStatus, reviewBodyLimit, type ReviewLinks } from "./routes";
import { SubmissionRefusal } from "./submission";

/**
 * A review posted before the page's script ran (or with none): `POST /<lang>/review/<token>`,
 * url-encoded, checked as the script's JSON is. Stored, a 303 to the language's page of thanks;
 * a field in error, the page again with every value kept and the form's own messages beside
 * the fields (400); a link that opens nothing, the page saying why (404, 410). The answers are
 * the language's prerendered review page with its form drawn by the kit on the server, without
 * the page's scripts (as server/enquiry-post/ answers), in the page's words by their ids.
 */

type ReviewPageCopy = {
  page: (typeof ReviewCatalogue)["reviewMessages"];
  kit: (typeof ReviewFormCatalogue)["reviewFormCopy"] &
    (typeof StarRatingCatalogue)["starRatingCopy"] &
    (typeof FieldCatalogue)["fieldCopy"];
};

async function load(locale: Locale): Promise<ReviewPageCopy> {
  const module = (name: string) => import(`../../site/messages/${locale}/${name}.ts`);
  const [page, form, stars, field] = await Promise.all([
    module("review") as Promise<typeof ReviewCatalogue>,
    module("kit-review-form") as Promise<typeof ReviewFormCatalogue>,
    module("kit-star-rating") as Promise<typeof StarRatingCatalogue>,
    module("kit-field") as Promise<typeof FieldCatalogue>,
  ]);
  return {
    page: page.reviewMessages,
    kit: { ...form.reviewFormCopy, ...stars.starRatingCopy, ...field.fieldCopy },
  };
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

const spriteSource = readFile(
  fileURLToPath(new URL("../../ui/generated/icons.svg", import.meta.url)),
  "utf8",
);

/**
 * The form drawn by the kit, with the symbols of the glyphs it draws in a hidden sprite of its
 * own: the page goes out without the scripts that would load the sprite file.
 */
async function formMarkup(form: React.ReactElement): Promise<string> {
  const drawn = new Set<GlyphName>();
  const carries = (name: GlyphName) => {
    drawn.add(name);
    return true;
  };
  const markup = renderToStaticMarkup(
    <InlineGlyphs.Provider value={{ carries }}>{form}</InlineGlyphs.Provider>,
  );
  return `${inlineSprite(drawn, await spriteSource)}${markup}`;
}

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
      const { kit } = await pageCopy(locale);
      const { trip } = answer.opened;
      const markup = await formMarkup(
        <KitProvider messages={kit} locale={locale}>
          <ReviewForm
            action={localizedPath(locale, reviewPath(token))}
            lodges={trip.lodges}
            years={trip.years}
            limits={reviewLimits}
            defaultValues={answer.values as Partial<ReviewValues>}
            errors={answer.errors as ReviewErrors}
          />
        </KitProvider>,
      );
      return send(reply, 400, locale, markup);
    } catch (error) {
      if (!(error instanceof SubmissionRefusal)) throw error;
      return reply.code(error.status).type("text/plain; charset=utf-8").send(error.message);
    }
  }

  async function sent(reply: FastifyReply, locale: Locale) {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
    const { kit, page } = await pageCopy(locale);
    return send(reply, 200, locale, messageMarkup(reviewSentId, page.title, kit.reviewForm.sent));
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
