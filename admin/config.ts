import type { CmsBackend, CmsConfig } from "decap-cms-core";
import { defaultLocale, locales } from "../data/domain/locales";
import {
  destinations,
  faq,
  gallery,
  legal,
  pages,
  partners,
  site,
  services,
  tips,
  tours,
} from "./collections";

/**
 * The editor's one configuration. On a server with the editor's backend (`npm start`, or the
 * operator's machine) it edits through that backend on its own origin; on a host without it, it
 * signs in to the git host named at build time, and every save is a commit there.
 */

/** The name the editor's backend on this server (admin/server-backend.ts) is registered under. */
export const serverBackendName = "server";

type RawEnv = Record<string, string | boolean | undefined>;

const text = (env: RawEnv, name: string): string | undefined => {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** The git host the production editor commits to (VITE_CMS_* in .env.example). */
export function gitBackend(env: RawEnv): CmsBackend {
  const name = text(env, "VITE_CMS_BACKEND") ?? "github";
  if (name !== "github" && name !== "gitlab") {
    throw new Error(`VITE_CMS_BACKEND must be github or gitlab (got "${name}")`);
  }
  const baseUrl = text(env, "VITE_CMS_AUTH_URL");
  const appId = text(env, "VITE_CMS_APP_ID");
  return {
    name,
    repo: text(env, "VITE_CMS_REPO") ?? "owner/safari-site",
    branch: text(env, "VITE_CMS_BRANCH") ?? "main",
    ...(baseUrl ? { base_url: baseUrl } : {}),
    // GitLab signs in in the browser alone (PKCE) with its OAuth application's id.
    ...(name === "gitlab" && appId ? { app_id: appId, auth_type: "pkce" as const } : {}),
  };
}

/** `server`: the URL of this server's backend, when it has one. */
export function editorConfig(env: RawEnv, server: string | null): CmsConfig {
  return {
    load_config_file: false,
    backend: server
      ? // Decap's types name only the backends it registers itself.
        { name: serverBackendName as CmsBackend["name"], proxy_url: server }
      : gitBackend(env),
    // Uploads are the image pipeline's sources: a photo named like a catalogue image.
    media_folder: "images",
    public_folder: "/images",
    i18n: {
      structure: "single_file",
      locales: [...locales],
      default_locale: defaultLocale,
    },
    editor: { preview: true },
    collections: [tours, destinations, faq, services, tips, pages, legal, gallery, partners, site],
  };
}
