import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../../ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../ui/dialog";

/** The modal frame the search dialog, the lightbox and the WeChat modal are built on. */
const meta = {
  title: "UI/Dialog",
  component: Dialog,
  args: { onOpenChange: fn() },
  parameters: {
    textLayout: "The playground is Open with its controls.",
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Ask about the migration</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>When is the Great Migration?</DialogTitle>
          <DialogDescription>
            The herds are in the Masai Mara from July to October, when the river crossings take
            place.
          </DialogDescription>
        </DialogHeader>
        <DialogClose asChild>
          <Button className="self-end">Got it</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open: focus moves inside, Esc closes and focus returns to the trigger. */
export const Open: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = screen.getByRole("button", { name: "Ask about the migration" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "When is the Great Migration?" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(trigger);
    await screen.findByRole("dialog");
  },
};
