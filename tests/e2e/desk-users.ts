import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { Client, Databases } from "node-appwrite";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { settleOnStandIn, startPayment, storeProposal } from "../../scripts/lib/payment-calls";
import { addUser } from "../integration/desk-session";

/** The editor's tests' people: two operators, and a user of the desk's accounts who is none. */
export const operator = {
  email: "asha@example.com",
  password: "kilimanjaro-at-dawn-42",
  name: "Asha Mwangi",
};

export const second = {
  email: "baraka@example.com",
  password: "serengeti-by-night-7",
  name: "Baraka Otieno",
};

export const stranger = {
  email: "juma@example.com",
  password: "not-on-the-team-2026",
  name: "Juma Kariuki",
};

/** Adds the three to the server's database at `dataDir` (the operators to their team). */
export async function addDeskUsers(dataDir: string): Promise<void> {
  for (const user of [operator, second]) {
    await addUser(dataDir, { ...user, teams: [deskIds.operatorsTeamId] });
  }
  await addUser(dataDir, { ...stranger, teams: [] });
}

/** Signs in at the desk of the server at `origin`. */
export async function signInAtDesk(
  page: Page,
  origin: string,
  user: { email: string; password: string },
) {
  await page.goto(`${origin}/desk/`);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toBeHidden();
}

/** A German proposal's day at `lodge`, as the desk stores it. */
const proposalDay = (number: number, lodge: string) => ({
  day: number,
  title: `Tag ${number}`,
  description: "Pirschfahrten.",
  lodge,
  note: "",
});

/**
 * A trip booked in German that ended ten days ago, three days at two lodges, its deposit paid
 * through the payment stand-in of the server at `origin` (its data in `dataDir`): its proposal
 * and enquiry, and the day it started (YYYY-MM-DD).
 */
export async function endedGermanTrip(
  origin: string,
  dataDir: string,
): Promise<{ proposal: string; enquiryId: string; start: string }> {
  const apiKey = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const admin = {
    databases: new Databases(
      new Client().setEndpoint(`${origin}/v1`).setProject(enquiryIds.projectId).setKey(apiKey),
    ),
  };
  const start = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
  const proposal = await storeProposal(admin, {
    locale: "de",
    startDate: `${start}T00:00:00.000+00:00`,
    days: [
      proposalDay(1, "Ashnil Mara Camp"),
      proposalDay(2, "Lake Naivasha Sopa Resort"),
      proposalDay(3, ""),
    ],
  });
  await settleOnStandIn((await startPayment(origin, proposal)).redirectUrl, "pay");
  const { enquiryId } = await admin.databases.getDocument({
    databaseId: enquiryIds.databaseId,
    collectionId: deskIds.proposalsCollectionId,
    documentId: proposal,
  });
  return { proposal, enquiryId: String(enquiryId), start };
}
