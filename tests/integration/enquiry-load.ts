import { AppwriteException, Client, Databases } from "appwrite";
import { enquiryIds } from "../../data/domain/enquiry";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";
import { contactEnquiry } from "./enquiries-service";

/**
 * The server as a load test runs it: its own data directory and built site, a rate limit no load
 * reaches, and e-mails written to the outbox.
 */
export function startLoadServer(dataDir: string, distDir: string): Promise<RunningServer> {
  return startServer({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    RATE_LIMIT_CREATES_PER_MINUTE: "1000000",
    SMTP_HOST: "",
  });
}

export type Acknowledgement = { id: string; at: number };

/**
 * Travellers sending enquiries without pause, `concurrency` at a time, through the browser SDK,
 * until stopped or until the server stops answering. Records every acknowledged (201) enquiry
 * with the time its answer came.
 */
export function enquiryLoad(endpoint: string, options: { concurrency: number; prefix: string }) {
  const databases = new Databases(
    new Client().setEndpoint(endpoint).setProject(enquiryIds.projectId),
  );
  const acknowledged: Acknowledgement[] = [];
  const refused: string[] = [];
  let next = 0;
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const id = `${options.prefix}-${String(next++).padStart(5, "0")}`;
      try {
        await databases.createDocument({
          databaseId: enquiryIds.databaseId,
          collectionId: enquiryIds.messagesCollectionId,
          documentId: id,
          data: contactEnquiry({ name: `Traveller ${id}`, message: `Enquiry ${id}` }),
        });
        acknowledged.push({ id, at: performance.now() });
      } catch (error) {
        refused.push(id);
        // An answer other than 201 (the 503 of a closing server) or no answer at all: this
        // traveller would try again later.
        if (!(error instanceof AppwriteException) || error.code >= 500) return;
        throw error;
      }
    }
  };
  const running = Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    acknowledged,
    refused,
    /** Resolves once at least `count` enquiries are acknowledged. */
    async reach(count: number) {
      while (acknowledged.length < count) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    /** Resolves when every traveller has stopped (told to, or after a refusal). */
    async stop() {
      stopping = true;
      await running;
    },
    finished: running,
  };
}
