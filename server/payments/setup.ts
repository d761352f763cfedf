import type { FastifyInstance } from "fastify";
import path from "node:path";
import bookingTerms from "../../data/generated/texts/booking.json" with { type: "json" };
import type { ServerConfig } from "../config";
import type { Db } from "../db";
import { ownOrigin } from "../own-origin";
import { bookingRecorder } from "./booked";
import {
  pesapalStandInCredentials,
  pesapalStandInPrefix,
  pesapalStandInRoutes,
} from "./pesapal-stand-in";
import { paymentProvider } from "./provider-config";
import { receiptSender } from "./receipt";
import { paymentRoutes, paymentsPrefix } from "./routes";
import { Payments } from "./service";

/**
 * The payments on this server: the Pesapal stand-in unless Pesapal's keys are set, the payments'
 * endpoints, and what follows a confirmed payment (the traveller's receipt, the enquiry booked).
 */
export async function registerPayments(app: FastifyInstance, config: ServerConfig, db: Db) {
  if (!config.pesapal) {
    await app.register(pesapalStandInRoutes, {
      prefix: pesapalStandInPrefix,
      db,
      credentials: pesapalStandInCredentials(config.apiKey),
    });
  }
  const log = (message: string) => app.log.info(message);
  const sendReceipt = receiptSender({
    payments: () => payments,
    mail: { ...config.mail, outboxDir: path.join(config.dataDir, "outbox") },
    siteOrigin: () => config.siteUrl ?? ownOrigin(app),
    log,
  });
  const recordBooking = bookingRecorder({
    apiKey: config.apiKey,
    endpoint: () => `${ownOrigin(app)}/v1`,
    log,
  });
  const payments: Payments = new Payments({
    db,
    terms: () => bookingTerms,
    provider: paymentProvider(config, () => ownOrigin(app)),
    onApplied: (applied, proposal) => {
      sendReceipt(applied, proposal);
      recordBooking(applied, proposal);
    },
  });
  await app.register(paymentRoutes, {
    prefix: paymentsPrefix,
    payments,
    siteUrl: config.siteUrl,
    ordersPerMinute: config.paymentOrdersPerMinute,
    noticesPerMinute: config.paymentNoticesPerMinute,
  });
}
