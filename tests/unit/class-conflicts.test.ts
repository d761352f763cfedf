import { describe, expect, it } from "vitest";
import { describeClassConflicts, overriddenClasses } from "../../scripts/lib/class-conflicts";

describe("class conflicts", () => {
  it("names the class a later one of the same property overrides", () => {
    expect(overriddenClasses("inline-flex px-4 h-11 px-2")).toEqual(["px-4"]);
    expect(overriddenClasses("border border-border bg-card border-transparent")).toEqual([
      "border-border",
    ]);
  });

  it("knows the theme's own scales", () => {
    expect(overriddenClasses("shadow-soft hover:shadow-lifted")).toEqual([]);
    expect(overriddenClasses("shadow-soft shadow-lifted")).toEqual(["shadow-soft"]);
    expect(overriddenClasses("font-display text-display text-primary-foreground")).toEqual([]);
  });

  it("leaves classes for other states, breakpoints and repeats alone", () => {
    expect(overriddenClasses("inline-flex max-md:hidden md:px-4 px-5 gap-2 gap-2")).toEqual([]);
  });

  it("describes each offending attribute once", () => {
    expect(describeClassConflicts(["p-2 p-4", "p-2 p-4", "m-1"])).toEqual([
      '"p-2" overridden in class="p-2 p-4"',
    ]);
  });
});
