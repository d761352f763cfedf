import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { languageTags, localeNames, locales, type Locale } from "../../data/domain/locales";
import { LanguageSwitcher, type LanguageOption } from "../../ui/language-switcher";
import { siteMessage } from "../languages";

function languagesOn(current: Locale): LanguageOption[] {
  return locales.map((locale) => ({
    tag: languageTags[locale],
    short: locale.toUpperCase(),
    name: localeNames[locale],
    href: `#${locale}`,
    current: locale === current,
  }));
}

const meta = {
  title: "UI/Language switcher",
  component: LanguageSwitcher,
  args: {
    label: siteMessage("en", "language", "label"),
    languages: languagesOn("en"),
    onChoose: fn(),
  },
  argTypes: { languages: { control: false } },
  parameters: {
    textLayout: "German and Chinese are its two languages already.",
    layout: "padded",
    localeArgs: (locale: Locale) => ({ label: siteMessage(locale, "language", "label") }),
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-80 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open: every language in its own name, the current one marked as the current page. */
export const Open: Story = {
  tags: ["text-layout"],
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Language" });
    const options = within(list).getAllByRole("link");
    await expect(options.map((option) => option.textContent)).toEqual([
      "English",
      "Deutsch",
      "Français",
      "Italiano",
      "Español",
      "简体中文",
    ]);
    await expect(within(list).getByRole("link", { current: "page" })).toHaveTextContent("English");
    await expect(within(list).getByRole("link", { name: "Deutsch" })).toHaveAttribute("lang", "de");
  },
};

/** On a German page the button reads DE; choosing a language reports it, Escape closes. */
export const German: Story = {
  args: { label: "Sprache", languages: languagesOn("de") },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByText("DE").closest("summary");
    await expect(trigger).toHaveTextContent("Sprache: Deutsch");
    await userEvent.click(trigger as HTMLElement);
    const details = canvasElement.querySelector("details");
    await expect(details).toHaveAttribute("open");
    await userEvent.keyboard("{Escape}");
    await expect(details).not.toHaveAttribute("open");
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger as HTMLElement);
    await userEvent.click(canvas.getByRole("link", { name: "Français" }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ tag: "fr" }));
  },
};

/** Chinese: the names stay each in their own language and script. */
export const Chinese: Story = {
  args: { label: "语言", languages: languagesOn("zh"), open: true },
};
