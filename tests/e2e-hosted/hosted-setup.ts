import path from "node:path";

const sitePort = Number(process.env.E2E_HOSTED_SITE_PORT ?? 4643);
const servicePort = Number(process.env.E2E_HOSTED_SERVICE_PORT ?? 4674);
const machinePort = Number(process.env.E2E_HOSTED_MACHINE_PORT ?? 4443);

/**
 * Where the hosted tests put things. The ports are fixed (changeable by environment) because
 * the site is built with the services' address in it.
 *
 * One Node server runs as the one machine's does (deploy/safari-site.env, the editor's
 * deploy/safari-site-editor.conf), in a scratch checkout whose content it commits and publishes,
 * behind Caddy's one-machine Caddyfile (`machineOrigin`). The same build is also served by
 * Caddy as a static host (`siteOrigin`), whose pages call that server, through its Caddy, as
 * the hosted services: one build, one server, for both layouts.
 */
export const hostedSetup = {
  sitePort,
  /** The static host's plain-HTTP port, which only redirects. */
  siteHttpPort: Number(process.env.E2E_HOSTED_SITE_HTTP_PORT ?? 4680),
  siteOrigin: `https://localhost:${sitePort}`,
  machinePort,
  machineHttpPort: Number(process.env.E2E_HOSTED_MACHINE_HTTP_PORT ?? 4480),
  /** The one machine: Caddy in front of the Node server, the services' origin for the pages. */
  machineOrigin: `https://localhost:${machinePort}`,
  servicePort,
  /** The Node server itself, which the tests ask directly for what they check was stored. */
  serviceOrigin: `http://127.0.0.1:${servicePort}`,
  distDir: path.resolve(".cache/dist-hosted"),
  dataDir: path.resolve(".data/e2e-hosted"),
  /** The checkout whose content/ the server's editor writes, commits and publishes. */
  checkout: path.resolve(".data/e2e-hosted-checkout"),
  /** English for the pages the tests visit, German for the translation an operator fixes. */
  locales: "en,de",
};

/** The hosted services' variables of .env.example, pointed at the one machine's server. */
export function hostedBuildEnv(): Record<string, string> {
  return {
    DIST_DIR: hostedSetup.distDir,
    SITE_LOCALES: hostedSetup.locales,
    VITE_SITE_URL: hostedSetup.siteOrigin,
    VITE_APPWRITE_ENDPOINT: `${hostedSetup.machineOrigin}/v1`,
    VITE_ALGOLIA_HOST: hostedSetup.machineOrigin,
    VITE_POSTHOG_HOST: `${hostedSetup.machineOrigin}/ingest`,
  };
}
