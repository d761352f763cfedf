import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import type { KitMessages } from "../../ui/kit-provider";
import { Price } from "../../ui/price";
import { kitCopy } from "../languages";

/** The price's words in any language: "From", and the note `note` picks from the kit's. */
const words = (note: (copy: KitMessages) => string) => (locale: Locale) => ({
  label: kitCopy[locale].pricing.from,
  note: note(kitCopy[locale]),
});

const perPersonForTwo = words((copy) => copy.tourCard.basis.perPersonForTwo);
const forTwo = words((copy) => copy.tourCard.basis.forTwo);
const solo = words((copy) => copy.tourCard.basis.solo);
const perPerson = words((copy) => copy.packageCard.perPerson);

const meta = {
  title: "UI/Price",
  component: Price,
  args: { amount: 3517, ...perPersonForTwo("en"), size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    layout: { control: "inline-radio", options: ["inline", "stacked"] },
  },
  parameters: {
    textLayout: "The other notes lay out as For Two's, or have none.",
    localeArgs: perPersonForTwo,
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PerPerson: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$3,517")).toBeVisible();
  },
};

export const ForTwo: Story = {
  tags: ["text-layout"],
  args: { amount: 24364, ...forTwo("en") },
  parameters: { localeArgs: forTwo },
};

export const Solo: Story = {
  args: { amount: 607, ...solo("en") },
  parameters: { localeArgs: solo },
};

export const Small: Story = { args: { size: "sm" } };

export const Large: Story = {
  args: { size: "lg", amount: 12182, ...perPerson("en") },
  parameters: { localeArgs: perPerson },
};

/** Label, amount and note one above the other, as on a package card. */
export const Stacked: Story = {
  tags: ["text-layout"],
  args: { layout: "stacked", ...perPerson("en") },
  parameters: { localeArgs: perPerson },
};

export const AmountOnly: Story = { args: { label: undefined, note: undefined } };
