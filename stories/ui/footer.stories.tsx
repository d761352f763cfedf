import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import type { Locale } from "../../data/domain/locales";
import { siteConfig } from "../../data/content/site-config";
import { Footer } from "../../ui/footer";
import { fill, useKitCopy } from "../../ui/kit-provider";
import { generatedIn, siteMessage } from "../languages";
import { contactLines, policyLinksIn, quickLinksIn, socials } from "../navigation-fixtures";

type FooterStoryProps = Omit<ComponentProps<typeof Footer>, "copyright" | "contacts"> &
  Parameters<typeof contactLines>[0];

/**
 * The footer with its contact lines and copyright line made as the site makes them, in the
 * story's language.
 */
function FooterInLanguage({
  whatsapp,
  wechat,
  onWhatsAppClick,
  onWeChatClick,
  ...props
}: FooterStoryProps) {
  const footer = useKitCopy("footer");
  const copyright = fill(footer.copyright, { year: 2022, brand: props.brandName });
  return (
    <Footer
      {...props}
      contacts={contactLines({ whatsapp, wechat, onWhatsAppClick, onWeChatClick })}
      copyright={copyright}
    />
  );
}

/** The footer's texts in `locale`: the company's from its settings, the links' from the site's. */
function footerTextsIn(locale: Locale) {
  const company = generatedIn(locale, "texts/settings", siteConfig);
  return {
    about: company.footerAbout,
    address: [...company.address.lines],
    quickLinks: quickLinksIn(locale),
    policyLinks: policyLinksIn(locale),
    whatsapp: siteMessage(locale, "footer", "whatsapp"),
    wechat: siteMessage(locale, "footer", "wechat"),
  };
}

const meta = {
  title: "UI/Footer",
  component: FooterInLanguage,
  args: {
    ...footerTextsIn("en"),
    brandName: siteConfig.brandName,
    socials,
    onWhatsAppClick: fn(),
    onWeChatClick: fn(),
    onCookieSettings: fn(),
  },
  parameters: {
    textLayout: "Tablet lays out between them; Without Cookie Settings is Default less a link.",
    localeArgs: footerTextsIn,
    layout: "fullscreen",
  },
} satisfies Meta<typeof FooterInLanguage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every channel and link, and the buttons that open the WeChat modal and the cookie settings. */
export const Default: Story = {
  tags: ["text-layout"],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const quickLinks = within(canvas.getByRole("navigation", { name: "Quick links" }));
    await expect(quickLinks.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "About Us",
      "Contact Us",
      "Traveller Reviews",
      "Kenya Safari Packages",
    ]);
    for (const network of ["Facebook", "Instagram", "X", "LinkedIn"]) {
      await expect(
        canvas.getByRole("link", {
          name: `${siteConfig.brandName} on ${network} (opens in a new tab)`,
        }),
      ).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(canvas.getByRole("link", { name: siteConfig.emails.info })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.emails.info}`,
    );
    await expect(canvas.getByRole("link", { name: siteConfig.emails.bookings })).toBeVisible();
    await expect(canvas.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
      "href",
      `tel:${siteConfig.phone.tel}`,
    );
    await expect(canvas.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      siteConfig.whatsapp.url,
    );

    await userEvent.click(canvas.getByRole("button", { name: "WeChat" }));
    await expect(args.onWeChatClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Cookie settings" }));
    await expect(args.onCookieSettings).toHaveBeenCalledOnce();
    // Whether the clicked button shows its focus ring depends on the keys an earlier story
    // pressed in the same page; the screenshot shows the footer at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  tags: ["text-layout"],
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Tablet: Story = { globals: { viewport: { value: "tablet", isRotated: false } } };

/** Without onCookieSettings there is no 'Cookie settings' button. */
export const WithoutCookieSettings: Story = {
  args: { onCookieSettings: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole("button", { name: "Cookie settings" }),
    ).not.toBeInTheDocument();
  },
};
