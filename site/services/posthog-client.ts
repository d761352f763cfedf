/**
 * PostHog, loaded and set up only once the visitor has accepted analytics (services/analytics.ts
 * imports this module then): posthog-js is bundled (no CDN), and every setting here keeps it to
 * the events the site sends itself.
 */
import posthog, { type PostHog } from "posthog-js";
// The exception-autocapture extension registers itself on import, so posthog-js never fetches it
// from a CDN.
import "posthog-js/dist/exception-autocapture";
import { sameOrigin, siteEnv } from "../../data/domain/env";
import { locale } from "../i18n/current-locale";

/** Starts PostHog for the site's project, each event marked with the page's language. */
export function startPostHog(): PostHog {
  posthog.init(siteEnv.posthog.key, {
    api_host: siteEnv.posthog.host ?? `${sameOrigin()}/ingest`,
    persistence: "localStorage+cookie",
    autocapture: false,
    rageclick: false,
    capture_pageview: "history_change",
    capture_pageleave: false,
    capture_exceptions: true,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_performance: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    advanced_disable_toolbar_metrics: true,
    opt_out_persistence_by_default: true,
    person_profiles: "identified_only",
    // Only a visitor who clicked Accept is ever measured, which already keeps crawlers out;
    // automated browsers (webdriver) are then tagged with $browser_type instead of dropped.
    opt_out_useragent_filter: true,
  });
  // Every event says which language the page was in.
  posthog.register({ language: locale });
  return posthog;
}
