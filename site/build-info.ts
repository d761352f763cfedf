const configured = import.meta.env.VITE_BUILD_DATE as string | undefined;

/**
 * When the site was built: scripts/build.ts sets VITE_BUILD_DATE for the client and the
 * prerender alike, so both render the same date. The dev server falls back to its start time.
 */
export const buildDate = configured ? new Date(configured) : new Date();
