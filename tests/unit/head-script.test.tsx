import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Carousel, CarouselRotationButton, CarouselSlide, CarouselSlides } from "../../ui/carousel";
import { Kit } from "./kit";
import {
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  headScript,
  languageHint,
} from "../../site/head-script";

/*
 * The head script in a prerendered page before and after its part goes live: what the visitor
 * did meanwhile is held, shown as taken, and carried out once.
 */
const root = document.documentElement;

function page(markup: string): HTMLElement {
  const main = document.createElement("main");
  main.dataset.part = "page";
  main.innerHTML = markup;
  document.body.append(main);
  return main;
}

async function goLive(part: string): Promise<void> {
  root.dataset.hydrated = `${root.dataset.hydrated ?? ""} ${part}`.trim();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeAll(() => {
  new Function(headScript)();
});

afterEach(() => {
  document.body.replaceChildren();
  root.removeAttribute("data-hydrated");
});

describe("the head script", () => {
  it("holds a tap on a button until its part is live, shows it was taken, then makes it once", async () => {
    const main = page('<button type="button">Show Itinerary &amp; Prices</button>');
    const button = main.querySelector("button")!;
    const clicked = vi.fn();
    button.addEventListener("click", clicked);

    button.click();
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(button.hasAttribute("data-taken")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");

    await goLive("shell");
    expect(clicked).not.toHaveBeenCalled();

    await goLive("page");
    expect(clicked).toHaveBeenCalledOnce();
    expect(button.hasAttribute("data-taken")).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);

    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it("lets a tap through at once where the part is already live", async () => {
    await goLive("page");
    const button = page('<button type="button">Menu</button>').querySelector("button")!;
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    button.click();
    expect(clicked).toHaveBeenCalledOnce();
    expect(button.hasAttribute("data-taken")).toBe(false);
  });

  it("keeps a form from submitting natively and submits it once live", async () => {
    const form = page('<form><input name="q" /></form>').querySelector("form")!;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener("submit", submitted);
    const held = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    await goLive("page");
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("fetches every file of a part's code at a tap in it, once, and leaves the page's own list", async () => {
    const rootCode = "/assets/hydrate-a.js /assets/react-b.js";
    const app = document.createElement("div");
    app.id = "root";
    app.dataset.code = rootCode;
    app.innerHTML =
      '<div data-part="booking" data-code="/assets/hero-booking-c.js /assets/dialog-d.js">' +
      '<button type="button">Book Now</button><input aria-label="Name" /></div>';
    document.body.append(app);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    try {
      app.querySelector("button")!.click();
      expect(preloads()).toEqual(["/assets/hero-booking-c.js", "/assets/dialog-d.js"]);
      const field = app.querySelector("input")!;
      field.value = "Ada";
      field.dispatchEvent(new Event("input", { bubbles: true }));
      expect(preloads()).toHaveLength(2);
      expect(app.dataset.code).toBe(rootCode);
    } finally {
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    }
  });

  it("fetches nothing for a tap in a part without its own code, or in a live part", async () => {
    const main = page(
      '<div data-part="footer"><button type="button">Cookie settings</button></div>',
    );
    main.querySelector("button")!.click();
    await goLive("booking");
    const live = page(
      '<div data-part="booking" data-code="/assets/hero-booking-c.js"><button type="button">Book Now</button></div>',
    );
    live.querySelector("button")!.click();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it("presses the arrow keys on a tab again once live, in order", async () => {
    const tab = page('<div role="tablist"><button role="tab">Pricing</button></div>').querySelector(
      '[role="tab"]',
    )!;
    const keys: string[] = [];
    tab.addEventListener("keydown", (event) => keys.push((event as KeyboardEvent).key));
    for (const key of ["ArrowRight", "ArrowRight", "End"]) {
      tab.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    }
    expect(keys).toEqual([]);
    await goLive("page");
    expect(keys).toEqual(["ArrowRight", "ArrowRight", "End"]);
  });

  it("hands what was typed in several fields to the form's state once it hydrates", async () => {
    function Form() {
      const [values, setValues] = useState({ name: "", email: "" });
      return (
        <>
          <input
            aria-label="Name"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <input
            aria-label="Email"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          <output>{`${values.name}|${values.email}`}</output>
        </>
      );
    }
    const main = page(renderToString(<Form />));
    const [name, email] = [...main.querySelectorAll("input")];
    for (const [field, text] of [
      [name!, "Ada"],
      [email!, "ada@example.com"],
    ] as const) {
      field.value = text;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    await act(async () => {
      hydrateRoot(main, <Form />);
    });
    expect(main.querySelector("output")?.textContent).toBe("|");

    await act(async () => {
      await goLive("page");
    });
    expect(main.querySelector("output")?.textContent).toBe("Ada|ada@example.com");
    expect(name!.value).toBe("Ada");
    expect(email!.value).toBe("ada@example.com");
  });

  it("answers the consent banner before the header is live: stores the choice, hides it, tells the page", () => {
    const banner = document.createElement("section");
    banner.innerHTML = '<button type="button" data-consent-choice="denied">Reject</button>';
    document.body.append(banner);
    const button = banner.querySelector("button")!;
    const clicked = vi.fn();
    const told = vi.fn();
    button.addEventListener("click", clicked);
    window.addEventListener(CONSENT_EVENT, told);

    button.click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(root.dataset.consent).toBe("denied");
    expect(told).toHaveBeenCalledOnce();
    expect((told.mock.calls[0]![0] as CustomEvent).detail).toBe("denied");
    expect(clicked).not.toHaveBeenCalled();
    expect(button.hasAttribute("data-taken")).toBe(false);

    window.removeEventListener(CONSENT_EVENT, told);
    localStorage.clear();
    delete root.dataset.consent;
  });

  it("leaves the consent banner to its code once the header is live", async () => {
    await goLive("shell");
    const banner = document.createElement("section");
    banner.innerHTML = '<button type="button" data-consent-choice="granted">Accept</button>';
    document.body.append(banner);
    const clicked = vi.fn();
    banner.querySelector("button")!.addEventListener("click", clicked);

    banner.querySelector("button")!.click();
    expect(clicked).toHaveBeenCalledOnce();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(root.dataset.consent).toBeUndefined();
  });

  it("lets the browser open a popover at once, and keeps its button saying whether it is open", () => {
    const main = page(
      '<button type="button" popovertarget="menu" aria-expanded="false">Menu</button><div id="menu" popover="auto"></div>',
    );
    const button = main.querySelector("button")!;
    const clicked = vi.fn((event: Event) => event.defaultPrevented);
    button.addEventListener("click", clicked);

    button.click();
    expect(clicked).toHaveReturnedWith(false);
    expect(button.hasAttribute("data-taken")).toBe(false);

    const panel = main.querySelector("#menu")!;
    panel.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    panel.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("stops a slide show at a tap before its code runs, and the code keeps it stopped", async () => {
    const slideShow = (
      <Kit>
        <Carousel slideCount={3} aria-label="Our safaris">
          <CarouselRotationButton />
          <CarouselSlides>
            {["Masai Mara", "Amboseli", "Samburu"].map((name, index) => (
              <CarouselSlide key={name} index={index}>
                {name}
              </CarouselSlide>
            ))}
          </CarouselSlides>
        </Carousel>
      </Kit>
    );
    const main = page(renderToString(slideShow));
    const button = main.querySelector("button")!;
    const clicked = vi.fn();
    button.addEventListener("click", clicked);

    button.click();
    expect(button.getAttribute("aria-label")).toBe("Start automatic slide show");
    expect(button.dataset.state).toBe("stopped");
    button.click();
    expect(button.getAttribute("aria-label")).toBe("Stop automatic slide show");
    button.click();
    expect(button.getAttribute("aria-label")).toBe("Start automatic slide show");
    expect(clicked).not.toHaveBeenCalled();
    expect(button.hasAttribute("data-taken")).toBe(false);

    await act(async () => {
      hydrateRoot(main, slideShow);
    });
    await act(async () => {
      await goLive("page");
    });
    const carousel = main.querySelector('[data-slot="carousel"]')!;
    expect(carousel.getAttribute("data-state")).toBe("paused");
    expect(main.querySelector('[data-slot="carousel-slides"]')!.getAttribute("aria-live")).toBe(
      "polite",
    );
    expect(button.getAttribute("aria-label")).toBe("Start automatic slide show");
    expect(clicked).not.toHaveBeenCalled();

    await act(async () => {
      button.click();
    });
    expect(clicked).toHaveBeenCalledOnce();
    expect(button.getAttribute("aria-label")).toBe("Stop automatic slide show");
    expect(carousel.getAttribute("data-state")).toBe("playing");
  });
});

describe("the head script's language suggestion", () => {
  function suggestionFor(page: string, stored: string | null, browser: string[]) {
    root.lang = page;
    delete root.dataset.suggest;
    if (stored === null) localStorage.removeItem("safari:locale");
    else localStorage.setItem("safari:locale", stored);
    vi.spyOn(navigator, "languages", "get").mockReturnValue(browser);
    new Function(languageHint)();
    return root.dataset.suggest ?? null;
  }

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    root.lang = "en";
    delete root.dataset.suggest;
  });

  it("suggests the browser's first language the site speaks, none when the page is in it", () => {
    expect(suggestionFor("en", null, ["pt-BR", "de-AT", "en"])).toBe("de");
    expect(suggestionFor("en", null, ["zh-TW"])).toBe("zh");
    expect(suggestionFor("zh-Hans", null, ["zh-CN"])).toBeNull();
    expect(suggestionFor("de", null, ["pt-BR", "ja"])).toBeNull();
    expect(suggestionFor("en", null, ["en-GB", "fr"])).toBeNull();
  });

  it("prefers the language the traveller chose, and stays quiet once they chose this page's", () => {
    expect(suggestionFor("en", "it", ["de-DE"])).toBe("it");
    expect(suggestionFor("de", "de", ["fr"])).toBeNull();
    expect(suggestionFor("fr", "xx", ["es-MX"])).toBe("es");
  });

  it("offers no other language on a proposal, which is written in the traveller's alone", () => {
    const address = window.location.href;
    try {
      for (const path of ["/p/0123456789abcdef0123456789abcdef", "/de/p/preview"]) {
        window.history.replaceState(null, "", path);
        expect(suggestionFor("de", null, ["en-GB"]), path).toBeNull();
      }
      window.history.replaceState(null, "", "/de/about");
      expect(suggestionFor("de", null, ["en-GB"])).toBe("en");
    } finally {
      window.history.replaceState(null, "", address);
    }
  });
});
