import type { FastifyInstance } from "fastify";
import path from "node:path";
import bookingTerms from "../../data/generated/texts/booking.json" with { type: "json" };
import { enquiryIds } from "../../data/domain/enquiry";
import { ApiAccess } from "../appwrite/access";
import { UserStore } from "../appwrite/users";
import type { ServerConfig } from "../config";
import { operatorGuard } from "../content/operators";
import type { Db } from "../db";
import { ownOrigin } from "../own-origin";
import { bookingRecorder, serverDeskStore } from "./booked";
import { deskPaymentRoutes, deskPaymentsPrefix } from "./desk-routes";
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
 * endpoints, the desk's view of them, and what follows a payment's move (the traveller's receipt,
 * the enquiry's history and its booking).
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
  const mail = { ...config.mail, outboxDir: path.join(config.dataDir, "outbox") };
  const siteOrigin = () => config.siteUrl ?? ownOrigin(app);
  const ownApi = { apiKey: config.apiKey, endpoint: () => `${ownOrigin(app)}/v1` };
  const sendReceipt = receiptSender({ payments: () => payments, mail, siteOrigin, log });
  const recordBooking = bookingRecorder({ ...ownApi, log });
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
  const users = new UserStore(db);
  await app.register(deskPaymentRoutes, {
    prefix: deskPaymentsPrefix,
    payments,
    mail,
    siteOrigin,
    deskStore: () => serverDeskStore(ownApi),
    guard: operatorGuard({
      access: new ApiAccess(config.apiKey, enquiryIds.projectId, users),
      users,
      siteUrl: config.siteUrl,
      requestsPerMinute: config.deskPaymentsPerMinute,
      refusals: {
        guest: "Sign in at /desk to see the payments.",
        notOperator: "Only the site's operators may see the payments.",
        otherSite: "The payments answer the desk's own pages only.",
      },
    }),
  });
}
