/**
 * The build date the pages render (VITE_BUILD_DATE): the day in Nairobi, at noon there. Every
 * use of it is a calendar day (the legal pages' "last updated", the footer's year, the offers'
 * validity, the sitemap's lastmod), so two builds on the same day render the same pages from the
 * same content: a publish changes only the pages its edit changes, and the compressed copies and
 * the code of the others are reused.
 */
export function buildDay(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Africa/Nairobi",
  }).format(now);
  return `${day}T09:00:00.000Z`;
}

/** The date the pages render: the one this process was given (VITE_BUILD_DATE), or today's. */
export function givenBuildDay(env: NodeJS.ProcessEnv = process.env): string {
  return env.VITE_BUILD_DATE || buildDay();
}
