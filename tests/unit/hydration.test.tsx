import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { imageSource } from "../../data/content/images";
import { Image } from "../../ui/image";
import { useHydrated } from "../../ui/use-hydrated";

/** Prerenders `node` into a container the way the site's pages are, then hydrates it. */
async function prerenderAndHydrate(node: ReactNode, beforeHydrating?: (root: HTMLElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(node);
  document.body.append(container);
  beforeHydrating?.(container);
  const prerendered = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, prerendered, errors };
}

afterEach(() => {
  document.body.replaceChildren();
});

function HydrationState() {
  return <p>{useHydrated() ? "running" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false in the prerender and during hydration, true once the page has hydrated", async () => {
    const { container, prerendered, errors } = await prerenderAndHydrate(<HydrationState />);
    expect(prerendered).toBe("<p>prerendered</p>");
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe("<p>running</p>");
  });
});

describe("Image after hydration", () => {
  const photo = imageSource("leopard-tree");

  /** Marks the prerendered <img> as done before hydration: loaded, or failed at width 0. */
  const browserFinished = (naturalWidth: number) => (root: HTMLElement) => {
    const img = root.querySelector("img");
    if (!img) throw new Error("The prerendered image has no <img>.");
    Object.defineProperty(img, "complete", { value: true });
    Object.defineProperty(img, "naturalWidth", { value: naturalWidth });
  };

  it("shows as loaded when the browser had already loaded the photo", async () => {
    const { container, errors } = await prerenderAndHydrate(
      <Image image={photo} priority />,
      browserFinished(photo.width),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-slot="image"]')).toHaveAttribute("data-state", "loaded");
  });

  it("keeps the placeholder when the photo had already failed", async () => {
    const { container } = await prerenderAndHydrate(<Image image={photo} />, browserFinished(0));
    expect(container.querySelector('[data-slot="image"]')).toHaveAttribute("data-state", "error");
    expect(container.querySelector("img")).toHaveClass("opacity-0");
  });

  it("stays loading while the photo is still on its way", async () => {
    const { container } = await prerenderAndHydrate(<Image image={photo} />);
    expect(container.querySelector('[data-slot="image"]')).toHaveAttribute("data-state", "loading");
  });
});

describe("imageSource", () => {
  it("resolves a name once and hands out the same read-only object after", () => {
    const first = imageSource("leopard-tree");
    expect(imageSource("leopard-tree")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.avifSrcSet).toMatch(/^\/img\/leopard-tree-\d+\.avif \d+w/);
  });
});
