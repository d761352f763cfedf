import { act, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as ConsentModule from "../../site/consent";
import { CONSENT_EVENT } from "../../site/head-script";
import type * as AnalyticsModule from "../../site/services/analytics";
import type * as KitModule from "./kit";

type Analytics = typeof AnalyticsModule;
type Consent = typeof ConsentModule;
type Kit = typeof KitModule;

const posthog = vi.hoisted(() => {
  let optedOut = false;
  return {
    init: vi.fn(),
    register: vi.fn(),
    capture: vi.fn(),
    opt_out_capturing: vi.fn(() => {
      optedOut = true;
    }),
    opt_in_capturing: vi.fn(() => {
      optedOut = false;
    }),
    has_opted_out_capturing: vi.fn(() => optedOut),
    reset() {
      optedOut = false;
    },
  };
});

vi.mock("posthog-js", () => ({ default: posthog }));
vi.mock("posthog-js/dist/exception-autocapture", () => ({}));

/** The modules as a new page load has them; the kit's too, so the banner finds its provider. */
async function freshModules(): Promise<{ analytics: Analytics; consent: Consent; kit: Kit }> {
  vi.resetModules();
  const analytics = await import("../../site/services/analytics");
  const consent = await import("../../site/consent");
  const kit = await import("./kit");
  return { analytics, consent, kit };
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  posthog.reset();
});

describe("analytics consent", () => {
  it("starts unset and remembers the visitor's choice across page loads", async () => {
    const first = await freshModules();
    expect(first.analytics.getConsent()).toBe("unset");
    first.analytics.setConsent("denied");
    expect(first.analytics.getConsent()).toBe("denied");
    expect(localStorage.getItem(first.analytics.CONSENT_STORAGE_KEY)).toBe("denied");

    const second = await freshModules();
    expect(second.analytics.getConsent()).toBe("denied");
  });

  it("takes a choice the page's head script answered while this code waited to hydrate", async () => {
    const { analytics } = await freshModules();
    const { result } = renderHook(() => analytics.useConsent());
    expect(result.current).toBe("unset");
    act(() => {
      window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: "granted" }));
    });
    expect(result.current).toBe("granted");
    expect(analytics.getConsent()).toBe("granted");
  });

  it("reads the choice the page was marked with where the browser keeps no storage", async () => {
    document.documentElement.dataset.consent = "denied";
    try {
      const { analytics } = await freshModules();
      expect(analytics.getConsent()).toBe("denied");
    } finally {
      delete document.documentElement.dataset.consent;
    }
  });

  it("re-renders consumers of useConsent when the choice changes", async () => {
    const { analytics } = await freshModules();
    const { result } = renderHook(() => analytics.useConsent());
    expect(result.current).toBe("unset");
    act(() => analytics.setConsent("granted"));
    expect(result.current).toBe("granted");
  });

  it("loads nothing and sets no cookie before a choice, then sends the queued events on Accept", async () => {
    const { analytics } = await freshModules();
    analytics.initAnalytics();
    analytics.track("book_now_clicked", { source: "tour_detail", tour_title: "A safari" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posthog.init).not.toHaveBeenCalled();
    expect(document.cookie).toBe("");

    analytics.setConsent("granted");
    await waitFor(() =>
      expect(posthog.capture).toHaveBeenCalledWith(
        "book_now_clicked",
        { source: "tour_detail", tour_title: "A safari" },
        { timestamp: expect.any(Date) },
      ),
    );
    expect(posthog.init).toHaveBeenCalledWith(
      "phc_embedded",
      expect.objectContaining({
        api_host: `${window.location.origin}/ingest`,
        persistence: "localStorage+cookie",
        capture_exceptions: true,
        autocapture: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_external_dependency_loading: true,
        advanced_disable_flags: true,
      }),
    );
    expect(posthog.register).toHaveBeenCalledWith({ language: "en" });

    analytics.track("whatsapp_clicked", { source: "footer" });
    expect(posthog.capture).toHaveBeenLastCalledWith("whatsapp_clicked", { source: "footer" });
  });

  it("never loads PostHog for a visitor who rejected, and forgets what was queued", async () => {
    const { analytics } = await freshModules();
    analytics.initAnalytics();
    analytics.track("get_quote_clicked", { source: "header_desktop" });
    analytics.setConsent("denied");
    analytics.track("wechat_button_clicked");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posthog.init).not.toHaveBeenCalled();

    analytics.setConsent("granted");
    await waitFor(() => expect(posthog.init).toHaveBeenCalled());
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it("stops capturing when a visitor withdraws consent", async () => {
    localStorage.setItem("safari:analytics-consent", "granted");
    const { analytics } = await freshModules();
    analytics.initAnalytics();
    await waitFor(() => expect(posthog.init).toHaveBeenCalled());
    analytics.setConsent("denied");
    expect(posthog.opt_out_capturing).toHaveBeenCalled();
    analytics.track("wechat_id_copied");
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it("never throws from track, even when PostHog does", async () => {
    localStorage.setItem("safari:analytics-consent", "granted");
    const { analytics } = await freshModules();
    analytics.initAnalytics();
    await waitFor(() => expect(posthog.init).toHaveBeenCalled());
    posthog.capture.mockImplementationOnce(() => {
      throw new Error("network down");
    });
    expect(() => analytics.track("book_now_submitted")).not.toThrow();
  });
});

describe("consent banner", () => {
  it("asks until the visitor chooses, and comes back from the settings link", async () => {
    const { analytics, consent, kit } = await freshModules();
    const user = userEvent.setup();
    kit.renderWithKit(<consent.ConsentBanner />);
    const banner = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(banner).toHaveTextContent("Nothing is measured unless you accept");
    expect(screen.getByRole("link", { name: "Read the cookie policy" })).toHaveAttribute(
      "href",
      "/cookie-policy",
    );

    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.queryByRole("region", { name: "Cookies and analytics" })).toBeNull();
    expect(analytics.getConsent()).toBe("denied");

    act(() => consent.openConsentSettings());
    const reopened = screen.getByRole("region", { name: "Cookies and analytics" });
    expect(reopened).toHaveTextContent("Your current choice: analytics rejected.");
    expect(reopened).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(analytics.getConsent()).toBe("granted");
    expect(screen.queryByRole("region", { name: "Cookies and analytics" })).toBeNull();
  });

  it("stays hidden for a visitor who already chose", async () => {
    localStorage.setItem("safari:analytics-consent", "granted");
    const { consent, kit } = await freshModules();
    kit.renderWithKit(<consent.ConsentBanner />);
    expect(screen.queryByRole("region", { name: "Cookies and analytics" })).toBeNull();
  });
});
