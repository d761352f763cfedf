import { Client, Databases, Functions } from "appwrite";
import { sameOrigin, siteEnv } from "../../data/domain/env";

export type AppwriteServices = {
  client: Client;
  databases: Databases;
  functions: Functions;
  ids: Omit<typeof siteEnv.appwrite, "endpoint">;
};

let services: AppwriteServices | null = null;

/**
 * The one Appwrite client of the site: the hosted Appwrite when VITE_APPWRITE_ENDPOINT is set,
 * else the embedded service on the page's own origin. Made on first use, so prerendering never
 * builds it.
 */
export function appwrite(): AppwriteServices {
  if (!services) {
    const { endpoint, ...ids } = siteEnv.appwrite;
    const client = new Client()
      .setEndpoint(endpoint ?? `${sameOrigin()}/v1`)
      .setProject(ids.projectId);
    services = { client, databases: new Databases(client), functions: new Functions(client), ids };
  }
  return services;
}
