import path from "node:path";

const sitePort = Number(process.env.E2E_HOSTED_SITE_PORT ?? 4643);
const servicePort = Number(process.env.E2E_HOSTED_SERVICE_PORT ?? 4674);

/**
 * Where the two-origin test puts things. The ports are fixed (changeable by environment)
 * because the site is built with the services' address in it.
 */
export const hostedSetup = {
  sitePort,
  /** Caddy's plain-HTTP port, which only redirects. */
  siteHttpPort: Number(process.env.E2E_HOSTED_SITE_HTTP_PORT ?? 4680),
  siteOrigin: `https://localhost:${sitePort}`,
  servicePort,
  serviceOrigin: `http://127.0.0.1:${servicePort}`,
  distDir: path.resolve(".cache/dist-hosted"),
  dataDir: path.resolve(".data/e2e-hosted"),
};

/** The hosted services' variables of .env.example, pointed at the stand-in services. */
export function hostedBuildEnv(): Record<string, string> {
  return {
    DIST_DIR: hostedSetup.distDir,
    VITE_SITE_URL: hostedSetup.siteOrigin,
    VITE_APPWRITE_ENDPOINT: `${hostedSetup.serviceOrigin}/v1`,
    VITE_ALGOLIA_HOST: hostedSetup.serviceOrigin,
    VITE_POSTHOG_HOST: `${hostedSetup.serviceOrigin}/ingest`,
  };
}
