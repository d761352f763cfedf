import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  WeChatIcon,
  WhatsAppIcon,
  XIcon,
} from "../../ui/brand-icons";

const icons = [
  { name: "WhatsApp", Icon: WhatsAppIcon },
  { name: "WeChat", Icon: WeChatIcon },
  { name: "Facebook", Icon: FacebookIcon },
  { name: "Instagram", Icon: InstagramIcon },
  { name: "X", Icon: XIcon },
  { name: "LinkedIn", Icon: LinkedInIcon },
];

function IconSheet({ className }: { className?: string }) {
  return (
    <ul className="flex flex-wrap gap-6">
      {icons.map(({ name, Icon }) => (
        <li
          key={name}
          className="flex w-20 flex-col items-center gap-2 text-sm text-muted-foreground"
        >
          <Icon className={className} />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** Line glyphs for the contact channels and networks; lucide no longer ships brand marks. */
const meta = {
  title: "UI/Brand icons",
  component: IconSheet,
  parameters: { textLayout: "The icons carry no copy that changes their layout." },
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default (aria-hidden): the link or button around an icon carries the name. */
export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const svgs = Array.from(canvasElement.querySelectorAll("svg"));
    await expect(svgs).toHaveLength(icons.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};

export const Large: Story = { args: { className: "size-10 text-secondary" } };
