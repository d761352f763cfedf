import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { brandGlyphs, lucideGlyphs } from "../../ui/glyphs";
import { Icon } from "../../ui/icon";

const glyphs = [...lucideGlyphs, ...(Object.keys(brandGlyphs) as Array<keyof typeof brandGlyphs>)];

function GlyphSheet({ className }: { className?: string }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-4">
      {glyphs.map((name) => (
        <li
          key={name}
          className="flex flex-col items-center gap-2 text-center text-xs text-muted-foreground"
        >
          <Icon name={name} className={className} />
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every glyph in the kit's sprite (ui/glyphs.ts): lucide icons under lucide's names and the brand
 * marks. An icon takes its colour from the text around it and its size from a `size-*` class.
 */
const meta = {
  title: "UI/Icon",
  component: GlyphSheet,
  parameters: { textLayout: "The glyphs carry no copy that changes their layout." },
} satisfies Meta<typeof GlyphSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default (aria-hidden): the link or button around an icon carries the name. */
export const AllGlyphs: Story = {
  play: async ({ canvasElement }) => {
    const svgs = Array.from(canvasElement.querySelectorAll("svg"));
    await expect(svgs).toHaveLength(glyphs.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};

export const Large: Story = { args: { className: "size-10 text-secondary" } };

/** With a label or a role an icon speaks for itself and stays visible to assistive technology. */
export const Labelled: Story = {
  render: () => (
    <p className="flex items-center gap-2 text-sm">
      <Icon name="star" role="img" aria-label="Rated" className="size-5 text-primary" />
      4.9 from 320 reviews
    </p>
  ),
  play: async ({ canvas }) => {
    const icon = canvas.getByRole("img", { name: "Rated" });
    await expect(icon).not.toHaveAttribute("aria-hidden");
  },
};
