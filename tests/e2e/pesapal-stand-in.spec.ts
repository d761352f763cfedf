import { readFileSync } from "node:fs";
import path from "node:path";
import { PesapalClient } from "../../server/payments/pesapal";
import {
  pesapalStandInCredentials,
  pesapalStandInPrefix,
} from "../../server/payments/pesapal-stand-in";
import { violations } from "./axe-violations";
import { expect, test } from "./site-fixtures";
import { dataDir } from "./stored-enquiries";

/**
 * The Pesapal stand-in's payment page, as a tester reaches it from an order: readable by a screen
 * reader (axe) at a phone's and a desktop's width, and paid with the keyboard alone.
 */
test("the stand-in's payment page is accessible and pays by keyboard", async ({
  page,
  baseURL,
  errorLog,
}) => {
  // The order's return is robots.txt, a text file: Chromium asks for /favicon.ico beside it,
  // which the site has not (its pages link their icon, an SVG), whenever it gets to it.
  errorLog.allow(/status of 404/);
  const apiKey = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const client = new PesapalClient(
    `${baseURL}${pesapalStandInPrefix}`,
    pesapalStandInCredentials(apiKey),
  );
  const { ipn_id } = await client.registerIpn(`${baseURL}/payments/ipn`, "POST");
  const order = await client.submitOrder({
    id: `e2e-stand-in-${Date.now()}`,
    currency: "USD",
    amount: 2568,
    description: "Deposit: 4-Day Luxury Safari",
    callback_url: `${baseURL}/robots.txt`,
    notification_id: ipn_id,
    billing_address: { email_address: "tester@example.com" },
  });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(order.redirect_url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay with Pesapal (stand-in)");
    expect(await violations(page), `at ${width} px`).toEqual([]);
  }

  await page.getByRole("radio", { name: "Card (Visa)" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "M-Pesa" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Pay USD 2,568\.00$/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("OrderNotificationType") === "CALLBACKURL");
  expect(new URL(page.url()).searchParams.get("OrderTrackingId")).toBe(order.order_tracking_id);
  expect(await client.transactionStatus(order.order_tracking_id)).toMatchObject({
    status_code: 1,
    payment_method: "MPESA",
  });
});
