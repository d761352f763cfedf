import { readFileSync } from "node:fs";
import path from "node:path";
import { reviewFormCopy } from "../../site/messages/de/kit-review-form";
import { parseMail } from "../integration/enquiries-mail";
import { violations } from "./axe-violations";
import { endedGermanTrip, operator, signInAtDesk } from "./desk-users";
import { expect, test } from "./site-fixtures";
import { addOperator, dataDir } from "./stored-enquiries";

/**
 * A verified review, from the trip to the desk: a booked trip whose last day has passed, its
 * invitation e-mailed in German, the traveller's review written in German with the link (on a
 * phone's width), and the review waiting in the desk; the link then works no more.
 */

test.beforeAll(() => addOperator(operator));

test("a traveller reviews their trip in German with their own link", async ({
  page,
  baseURL,
  errorLog,
}) => {
  // The desk asks who is signed in before the operator signs in; a used link answers 410 Gone.
  // Chromium logs both answers as failed loads.
  errorLog.allow(/status of (401|410)/);
  const origin = baseURL ?? "";
  // A trip booked in German that ended ten days ago: three days, two lodges.
  const { proposal, enquiryId, start } = await endedGermanTrip(origin, dataDir);

  // The operator sends the review link from the desk (the hourly check would send it too).
  await signInAtDesk(page, origin, operator);
  const invited = await page.request.post(`${origin}/reviews/desk/invitations`, {
    headers: { origin },
    data: { enquiry: enquiryId },
  });
  expect(invited.status()).toBe(201);
  const mail = parseMail(
    readFileSync(path.join(dataDir, "outbox", `review-invitation-${proposal}.eml`), "utf8"),
  );
  expect(mail.headers.subject).toBe("Wie war Ihre Safari? – Savannah Horizon Safaris");
  expect(mail.text).toContain("Hier können Sie Ihre Bewertung schreiben.");
  const link = /https?:\/\/\S+\/de\/review\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "";
  expect(link).not.toBe("");

  // The traveller opens it on a phone: the form in German, the trip's lodges and month filled in.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wie war Ihre Safari?");
  const lodge = page.getByRole("group", { name: "Ashnil Mara Camp" });
  await expect(lodge).toBeVisible();
  await expect(page.getByLabel("Monat")).toHaveValue(String(Number(start.slice(5, 7))));
  await expect(page.getByLabel("Jahr")).toHaveValue(start.slice(0, 4));
  expect(await violations(page), "at 360 px").toEqual([]);

  const overall = page.getByRole("group", { name: "Ihre Gesamtbewertung" });
  await overall.getByRole("radio", { name: "5 von 5 Sternen" }).focus();
  await page.keyboard.press("Space");
  await expect(overall.getByRole("radio", { name: "5 von 5 Sternen" })).toBeChecked();
  await lodge.getByRole("radio", { name: "4 von 5 Sternen" }).focus();
  await page.keyboard.press("Space");
  await expect(lodge.getByRole("radio", { name: "4 von 5 Sternen" })).toBeChecked();
  await page.getByLabel("Titel Ihrer Bewertung").fill("Unvergessliche Tage in der Mara");
  await page
    .getByRole("textbox", { name: "Ihre Bewertung", exact: true })
    .fill(
      "Die Große Tierwanderung mit eigenen Augen zu sehen, war überwältigend. Unser Guide kannte jeden Winkel.",
    );
  await page.getByRole("radio", { name: "Als Paar" }).check();
  await page.getByRole("checkbox", { name: "Meinen Vornamen" }).check();
  await page.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(page.getByText(reviewFormCopy.reviewForm.sent)).toBeVisible();

  // It waits in the desk, pending, as the traveller wrote it.
  const listed = await page.request.get(`${origin}/reviews/desk/reviews`, { headers: { origin } });
  const { reviews } = (await listed.json()) as {
    reviews: Array<{ proposalId: string; status: string; language: string; title: string }>;
  };
  expect(reviews.find((review) => review.proposalId === proposal)).toMatchObject({
    status: "pending",
    language: "de",
    title: "Unvergessliche Tage in der Mara",
  });

  // The link works once.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dieser Link wurde bereits verwendet",
  );
});
