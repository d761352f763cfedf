import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/**
 * Kit files that are not components: the class-name helper, the token stylesheet, the provider
 * that every story renders inside (.storybook/preview.tsx), and the frame of the Storybook's and
 * the editor's previews (their inert link and the kit's copy gathered).
 */
const notComponents = new Set(["cn.ts", "theme.css", "kit-provider.tsx", "preview-frame.tsx"]);

describe("story coverage", () => {
  it("gives every ui/ component file a stories/ui/<same name>.stories.tsx", () => {
    const components = readdirSync(join(root, "ui")).filter(
      (file) => file.endsWith(".tsx") && !notComponents.has(file),
    );
    const missing = components
      .map((file) => `stories/ui/${file.replace(/\.tsx$/, ".stories.tsx")}`)
      .filter((story) => !existsSync(join(root, story)));

    expect(components.length).toBeGreaterThan(0);
    expect(missing, `ui/ components without stories:\n${missing.join("\n")}`).toEqual([]);
  });
});
