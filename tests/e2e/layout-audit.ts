import type { Page } from "@playwright/test";

/** What a visitor would see wrong on the screen as it is now. */
export type LayoutFinding = {
  kind:
    "cut off" | "text cut" | "small target" | "under floating button" | "below the first screen";
  element: string;
  detail: string;
};

/**
 * Brings the next screen into view (the top of the page on the `first` step, else a screen
 * further down), waits two frames for it to draw, and looks at everything on it as a visitor
 * would: an element sticking out of the box that clips it (or out of the screen), text cut by
 * its box, a control smaller than 24 × 24 px that crowds another (WCAG 2.5.8, with its spacing
 * and in-sentence exceptions), and, on the first screen (what every visitor sees as the page
 * opens) and at the end of the page (where the visitor cannot scroll it out from under them), a
 * control that the fixed buttons at the bottom of the screen cover. On the first screen, every
 * control of the parts `reach` selects must also lie whole on it, clear of those buttons: what a
 * visitor can tap without a scroll.
 * Carousels and scrollers may hold content beyond their edge; visually hidden text (1 × 1 px,
 * clipped) is not looked at. One call per screen: the page does the work of a step in one trip.
 */
async function auditNextScreen({
  first,
  reach,
}: {
  first: boolean;
  reach?: string;
}): Promise<{ atEnd: boolean; findings: LayoutFinding[] }> {
  if (first) window.scrollTo(0, 0);
  else window.scrollBy(0, window.innerHeight - 64);
  // Two frames for the screen to draw, or half a second when the browser draws none (a stalled
  // compositor would otherwise hold the audit until the test times out).
  await Promise.race([
    new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    new Promise((done) => setTimeout(done, 500)),
  ]);
  const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  const findings: LayoutFinding[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const describe = (element: Element) => {
    const slot = element.getAttribute("data-slot");
    const label =
      element.getAttribute("aria-label") ?? element.textContent?.trim().replace(/\s+/g, " ") ?? "";
    return `${element.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ""}${
      label ? ` "${label.slice(0, 40)}"` : ""
    }`;
  };
  const onScreen = (box: DOMRect) =>
    box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < viewportHeight;
  /**
   * Nothing changes on screen while one screen is audited, so each answer about an element (and
   * the walks up its ancestors, shared by all its descendants) is worked out once.
   */
  const once = <T>(answer: (element: Element) => T) => {
    const known = new Map<Element, T>();
    return (element: Element): T => {
      if (known.has(element)) return known.get(element)!;
      const value = answer(element);
      known.set(element, value);
      return value;
    };
  };
  const styleOf = once((element) => getComputedStyle(element));
  const visuallyHidden = once((element): boolean => {
    const style = styleOf(element);
    if (style.visibility === "hidden" || style.display === "none") return true;
    if (style.position === "absolute" && style.clipPath !== "none") return true;
    if (style.clip !== "auto" && style.position === "absolute") return true;
    return element.parentElement !== null && visuallyHidden(element.parentElement);
  });
  const scrolls = (style: CSSStyleDeclaration) =>
    ["auto", "scroll"].includes(style.overflowX) || ["auto", "scroll"].includes(style.overflowY);
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== "visible" || style.overflowY !== "visible";

  /** What cuts an element that sticks out: the nearest clipping ancestor, else the screen. */
  const clipper = (element: Element) => clipperFrom(element.parentElement);
  const clipperOf = once((node): Element | "screen" | "scroller" => {
    if (node.getAttribute("aria-roledescription") === "carousel") return "scroller";
    const style = styleOf(node);
    if (scrolls(style)) return "scroller";
    if (clips(style) || style.position === "fixed") return node;
    return clipperFrom(node.parentElement);
  });
  function clipperFrom(node: Element | null): Element | "screen" | "scroller" {
    return node && node !== document.body ? clipperOf(node) : "screen";
  }
  const boxOf = once((element) => element.getBoundingClientRect());
  const sticksOut = (element: Element, by: Element | "screen") => {
    const box = boxOf(element);
    const edge = by === "screen" ? { left: 0, right: viewportWidth } : boxOf(by);
    return box.right > edge.right + 1 || box.left < edge.left - 1;
  };

  const elements = [...document.body.querySelectorAll<HTMLElement>("*")].filter((element) => {
    if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(element.tagName)) return false;
    if (element.closest("svg") && element.tagName !== "svg") return false;
    return onScreen(boxOf(element)) && !visuallyHidden(element);
  });

  for (const element of elements) {
    const clip = clipper(element);
    if (clip !== "scroller" && sticksOut(element, clip)) {
      // Only the outermost element that sticks out is reported, not everything inside it.
      const parent = element.parentElement;
      const parentOut = parent !== null && clipper(parent) === clip && sticksOut(parent, clip);
      if (!parentOut) {
        const box = boxOf(element);
        const edge = clip === "screen" ? { left: 0, right: viewportWidth } : boxOf(clip);
        findings.push({
          kind: "cut off",
          element: describe(element),
          detail: `${Math.round(box.left)}–${Math.round(box.right)} px in a box of ${Math.round(
            edge.left,
          )}–${Math.round(edge.right)} px`,
        });
      }
    }

    const style = styleOf(element);
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (ownText && clips(style) && !scrolls(style) && style.webkitLineClamp === "none") {
      const cutWide = element.scrollWidth > element.clientWidth + 1;
      const cutHigh = element.scrollHeight > element.clientHeight + 1;
      if (cutWide || cutHigh)
        findings.push({
          kind: "text cut",
          element: describe(element),
          detail: `${element.scrollWidth} × ${element.scrollHeight} px of text in ${element.clientWidth} × ${element.clientHeight} px`,
        });
    }
  }

  const control =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="option"], [role="menuitem"]';
  const controls = elements.filter((element) => element.matches(control));
  // WCAG 2.5.8: a target under 24 × 24 px passes only if a 24 px circle on its centre touches
  // no other target, nor another small target's circle; a link inside a sentence is exempt.
  const boxes = controls.map(boxOf);
  const small = boxes.map((box) => box.width < 23.5 || box.height < 23.5);
  // Content scrolling under the fixed header or the floating buttons is not crowded by them:
  // only targets in the same layer are compared.
  const layerOf = once((element): Element | null =>
    ["fixed", "sticky"].includes(styleOf(element).position)
      ? element
      : element.parentElement && layerOf(element.parentElement),
  );
  const layers = controls.map(layerOf);
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(
      Math.max(box.left - point.x, 0, point.x - box.right),
      Math.max(box.top - point.y, 0, point.y - box.bottom),
    );
  controls.forEach((control, index) => {
    if (!small[index]) return;
    const box = boxes[index]!;
    const inSentence =
      styleOf(control).display === "inline" &&
      [...(control.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    if (inSentence) return;
    const here = centre(box);
    const crowdedBy = controls.find((other, otherIndex) => {
      if (otherIndex === index || other.contains(control) || control.contains(other)) return false;
      if (layers[otherIndex] !== layers[index]) return false;
      const otherBox = boxes[otherIndex]!;
      return small[otherIndex]
        ? Math.hypot(here.x - centre(otherBox).x, here.y - centre(otherBox).y) < 24
        : distanceToBox(here, otherBox) < 12;
    });
    if (crowdedBy)
      findings.push({
        kind: "small target",
        element: describe(control),
        detail: `${box.width.toFixed(1)} × ${box.height.toFixed(1)} px, ${describe(crowdedBy)} within its 24 px circle`,
      });
  });

  if (first || atEnd) {
    const floating = [...document.body.querySelectorAll<HTMLElement>("*")].filter((element) => {
      if (styleOf(element).position !== "fixed") return false;
      const box = boxOf(element);
      return onScreen(box) && box.top > viewportHeight / 2 && !visuallyHidden(element);
    });
    // On the first screen, content merely running on past the fold may pass under the buttons
    // (the visitor scrolls it out); what a part drawn to the screen's height (the home page's
    // hero, when it ends where the screen does: on a screen too small for its content it runs
    // on past the fold too) sets along its bottom edge, where the buttons rest, may not: its
    // controls and its text.
    const fillsScreen = (element: Element) => {
      const part = element.closest('[data-slot="hero-carousel"]');
      return part !== null && Math.abs(boxOf(part).bottom - viewportHeight) <= 24;
    };
    const inScreenPart = elements.filter(
      (element) =>
        fillsScreen(element) &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
    );
    const toReach =
      first && reach
        ? [...document.querySelectorAll(reach)]
            .flatMap((part) => [...part.querySelectorAll(control)])
            .filter((element) => !visuallyHidden(element))
        : [];
    for (const element of toReach)
      if (boxOf(element).bottom > viewportHeight)
        findings.push({
          kind: "below the first screen",
          element: describe(element),
          detail: `${Math.round(boxOf(element).bottom)} px down a screen of ${viewportHeight} px`,
        });
    const exposed = atEnd
      ? controls
      : [
          ...controls.filter((element) => fillsScreen(element) || toReach.includes(element)),
          ...inScreenPart.filter((text) => !controls.includes(text)),
        ];
    for (const target of exposed) {
      if (floating.some((layer) => layer.contains(target))) continue;
      const box = boxOf(target);
      const cover = floating.find((layer) => {
        const other = boxOf(layer);
        const overlapX = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const overlapY = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (overlapX <= 1 || overlapY <= 1) return false;
        // A pass-through layer (pointer-events: none) covers only where its children do.
        const point = document.elementFromPoint(
          Math.max(box.left, other.left) + overlapX / 2,
          Math.max(box.top, other.top) + overlapY / 2,
        );
        return point !== null && layer.contains(point);
      });
      if (cover)
        findings.push({
          kind: "under floating button",
          element: describe(target),
          detail: `covered by ${describe(cover)}`,
        });
    }
  }
  return { atEnd, findings };
}

/**
 * Scrolls the page from top to bottom a screen at a time, so every part that renders or loads
 * as it nears the screen does, and audits each screen; returns each finding once.
 */
export async function auditLayout(page: Page): Promise<LayoutFinding[]> {
  const found = new Map<string, LayoutFinding>();
  for (let step = 0; step < 200; step += 1) {
    const { atEnd, findings } = await page.evaluate(auditNextScreen, { first: step === 0 });
    for (const finding of findings) found.set(`${finding.kind} ${finding.element}`, finding);
    if (atEnd) break;
  }
  return [...found.values()];
}

/**
 * What keeps a visitor from tapping a control of the parts `reach` selects (a CSS selector) as
 * the page opens: one below the first screen or under a floating button.
 */
export async function outOfFirstReach(page: Page, reach: string): Promise<LayoutFinding[]> {
  const { findings } = await page.evaluate(auditNextScreen, { first: true, reach });
  return findings.filter(
    (finding) =>
      finding.kind === "below the first screen" || finding.kind === "under floating button",
  );
}

/** The widest elements sticking out past the right edge, to say what scrolls. */
export function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}`,
      );
    return `${document.documentElement.scrollWidth}px wide: ${culprits.join(", ")}`;
  });
}

/**
 * Every part of the page laid out as when it is on screen. A part the page skips off screen
 * (content-visibility: auto: the bands and cards of site/components/section.tsx, a lazy photo's
 * placeholder in ui/image.tsx) is drawn, with the layout, style and
 * paint containment it keeps on screen (so what it holds is positioned and clipped as a visitor
 * sees it); the last band and the last four cards of a list in it, which the page never skips,
 * keep none, as on the page. Chromium lays out a skipped part a frame or more after it nears the
 * screen, and after a resize it can report the part's boxes at the old width in between.
 */
export const wholePageStyle = `.offscreen-band:not(:last-child),
.offscreen-card:not(:nth-last-child(-n + 4)),
.offscreen-band:not(:last-child) .offscreen-card,
.placeholder-near-screen {
  content-visibility: visible !important;
  contain: layout style paint !important;
}`;

/**
 * The page, resized to each viewport in turn: what scrolls sideways and what `auditLayout`
 * finds, each prefixed with the width.
 */
export async function layoutProblems(
  page: Page,
  viewports: { width: number; height: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  const whole = await page.addStyleTag({ content: wholePageStyle });
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const horizontal = await overflow(page);
    if (horizontal) problems.push(`${viewport.width} px: scrolls sideways, ${horizontal}`);
    for (const finding of await auditLayout(page))
      problems.push(
        `${viewport.width} px: ${finding.kind}: ${finding.element} (${finding.detail})`,
      );
  }
  await whole.evaluate((element) => (element as Element).remove());
  return problems;
}

/**
 * Jumps down the page at once to its footer, brought to the middle of the screen, as the
 * scrollbar, a link to the footer or a long swipe that stops on it does, and returns how far the
 * footer moves, in CSS pixels, in the third of a second after the first frame drawn there. The
 * parts the page skipped on the way (content-visibility), laid out now that they near the screen,
 * must take their heights without moving what the visitor is about to tap. Half a second stands
 * in for a frame the browser does not draw (a stalled compositor).
 */
export async function footerMovesAfterJump(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const nextFrame = () =>
      Promise.race([
        new Promise((done) => requestAnimationFrame(done)),
        new Promise((done) => setTimeout(done, 500)),
      ]);
    const footer = document.querySelector("footer");
    if (!footer) return Number.POSITIVE_INFINITY;
    const top = window.scrollY + footer.getBoundingClientRect().top - window.innerHeight / 2;
    window.scrollTo({ top, behavior: "instant" });
    await nextFrame();
    const drawnAt = footer.getBoundingClientRect().top;
    let moved = 0;
    const until = performance.now() + 333;
    while (performance.now() < until) {
      await nextFrame();
      moved = Math.max(moved, Math.abs(footer.getBoundingClientRect().top - drawnAt));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return Math.round(moved);
  });
}
