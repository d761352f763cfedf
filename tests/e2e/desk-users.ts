import { expect, type Page } from "@playwright/test";
import { deskIds } from "../../data/domain/desk";
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
export const proposalDay = (number: number, lodge: string) => ({
  day: number,
  title: `Tag ${number}`,
  description: "Pirschfahrten.",
  lodge,
  note: "",
});
