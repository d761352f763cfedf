import type { FastifyInstance } from "fastify";
import path from "node:path";
import { enquiryIds } from "../../data/domain/enquiry";
import { ApiAccess } from "../appwrite/access";
import { UserStore } from "../appwrite/users";
import type { ServerConfig } from "../config";
import { operatorGuard } from "../content/operators";
import type { CommittedEditing } from "../content/routes";
import type { Db } from "../db";
import { ownOrigin } from "../own-origin";
import { Invitations, scheduleInvitations } from "./invitations";
import { Moderation } from "./moderation";
import { reviewPageRoutes } from "./page";
import { reviewLinks, reviewRoutes, reviewsPrefix } from "./routes";
import { ReviewStore } from "./store";
import { BookedTrips } from "./trips";

/** Desk calls one client may make per minute. */
const deskCallsPerMinute = 120;

/**
 * Reviews on this server: the invitations (a check at start and every hour), the review links'
 * endpoints and the desk's (its decisions published as the editor's saves are, through
 * `committed` on a production server), and the review page's answers to a form posted without
 * script.
 */
export async function registerReviews(
  app: FastifyInstance,
  config: ServerConfig,
  db: Db,
  committed: CommittedEditing | undefined,
) {
  const log = (message: string) => app.log.info(message);
  const store = new ReviewStore(db);
  const trips = new BookedTrips(db);
  const invitations = new Invitations({
    store,
    trips,
    mail: { ...config.mail, outboxDir: path.join(config.dataDir, "outbox") },
    siteOrigin: () => config.siteUrl ?? ownOrigin(app),
    log,
  });
  const users = new UserStore(db);
  const links = reviewLinks(store, trips);
  await app.register(reviewRoutes, {
    prefix: reviewsPrefix,
    links,
    store,
    invitations,
    moderation: config.contentEditorRoot
      ? new Moderation(store, config.contentEditorRoot, committed)
      : null,
    guard: operatorGuard({
      access: new ApiAccess(config.apiKey, enquiryIds.projectId, users),
      users,
      siteUrl: config.siteUrl,
      requestsPerMinute: deskCallsPerMinute,
    }),
    requestsPerMinute: config.reviewsPerMinute,
  });
  await app.register(reviewPageRoutes, {
    distDir: config.distDir,
    links,
    requestsPerMinute: config.reviewsPerMinute,
  });
  // The first check waits for the listening socket: the e-mail's link names the server's origin.
  let stop: (() => Promise<void>) | null = null;
  app.addHook("onListen", async () => {
    stop ??= scheduleInvitations(invitations, log);
  });
  app.addHook("preClose", async () => {
    await stop?.();
  });
}
