import type { Args } from "@storybook/react-vite";
import { describe, expect, it } from "vitest";

import { locales } from "../../data/domain/locales";
import { argsIn, type LocaleArgs } from "../../stories/locale-args";
import { requireTour } from "../../stories/support";
import { tourCardProps } from "../../stories/tour-fixtures";

type StoryModule = Record<string, { args?: Args; parameters?: { localeArgs?: LocaleArgs } }>;

const storyModules = import.meta.glob<StoryModule>("../../stories/ui/*.stories.tsx", {
  eager: true,
});

/** Every story with its args and the localeArgs it is shown with (its own, else its meta's). */
const stories = Object.entries(storyModules).flatMap(([file, module]) => {
  const meta = module.default ?? {};
  return Object.entries(module)
    .filter(([name]) => name !== "default")
    .map(([name, story]) => ({
      id: `${file.split("/").at(-1)}:${name}`,
      args: { ...meta.args, ...story.args },
      localeArgs: story.parameters?.localeArgs ?? meta.parameters?.localeArgs,
    }));
});

describe("stories in other languages", () => {
  it("builds every story's args in every language from texts found by their ids", () => {
    const localised = stories.filter((story) => story.localeArgs);
    expect(localised.length).toBeGreaterThan(0);
    for (const { id, args, localeArgs } of localised)
      for (const locale of locales)
        expect(() => argsIn(args, localeArgs!, locale), `${id} in ${locale}`).not.toThrow();
  });

  it("shows a tour card in German from the German tour, and keeps what the story changed", () => {
    const english = tourCardProps(requireTour("luxury-7-days"));
    const german = tourCardProps(requireTour("luxury-7-days", "de"), "de");
    const localeArgs: LocaleArgs = (locale) =>
      tourCardProps(requireTour("luxury-7-days", locale), locale);

    const shown = argsIn({ ...english, summary: "A story's own summary" }, localeArgs, "de");

    expect(german.title).not.toBe(english.title);
    expect(shown.title).toBe(german.title);
    expect(shown.image.alt).toBe(german.image.alt);
    expect(shown.summary).toBe("A story's own summary");
  });
});
