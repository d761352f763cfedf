import * as React from "react";

import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  WeChatIcon,
  WhatsAppIcon,
  XIcon,
} from "./brand-icons";
import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, KitLink, useKitMessages } from "./kit-provider";

type Socials = { facebook: string; instagram: string; x: string; linkedin: string };

/** The site's pages the footer links to. */
type FooterHrefs = {
  about: string;
  contact: string;
  tours: string;
  privacy: string;
  terms: string;
  cookies: string;
};

const linkClasses =
  "inline-flex min-h-6 items-center rounded-sm text-background/85 underline-offset-4 transition-colors duration-(--duration-short) hover:text-background hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background";

const channelClasses = cn(linkClasses, "gap-2.5 [&_svg]:size-4.5");

function NewTabNote() {
  return <span className="sr-only">{useKitMessages().common.newTab}</span>;
}

function FooterHeading({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <h2
      id={id}
      className="font-sans text-xs font-semibold tracking-[0.16em] text-background uppercase"
    >
      {children}
    </h2>
  );
}

/**
 * The site footer: about text, quick links, every contact channel (phone, WhatsApp, WeChat,
 * both e-mails, the office), social links, policy links and, when the site passes
 * `onCookieSettings`, a 'Cookie settings' button.
 */
function Footer({
  brandName,
  about,
  phone,
  whatsappUrl,
  emails,
  address,
  socials,
  reviewsHref,
  hrefs,
  copyright,
  onWhatsAppClick,
  onWeChatClick,
  onCookieSettings,
  className,
  ...props
}: React.ComponentProps<"footer"> & {
  brandName: string;
  about: string;
  phone: { display: string; tel: string };
  whatsappUrl: string;
  /** The general info address first, then the second company address. */
  emails: [string, string];
  /** The office address, one line per entry. */
  address: string[];
  socials: Socials;
  reviewsHref: string;
  hrefs: FooterHrefs;
  /** e.g. "© 2025 Savannah Horizon Safaris. All rights reserved." */
  copyright: string;
  onWhatsAppClick?: () => void;
  onWeChatClick: () => void;
  onCookieSettings?: () => void;
}) {
  const quickLinksId = React.useId();
  const copy = useKitMessages().footer;
  const socialLinks = [
    { href: socials.facebook, network: copy.networks.facebook, icon: FacebookIcon },
    { href: socials.instagram, network: copy.networks.instagram, icon: InstagramIcon },
    { href: socials.x, network: copy.networks.x, icon: XIcon },
    { href: socials.linkedin, network: copy.networks.linkedin, icon: LinkedInIcon },
  ];

  return (
    <footer
      data-slot="footer"
      className={cn("bg-foreground text-sm text-background", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 md:px-8 lg:grid-cols-[1.4fr_1fr_1.3fr_1.2fr] lg:gap-12">
        <section data-slot="footer-about" className="flex flex-col gap-4">
          <p className="font-display text-2xl leading-tight font-semibold">{brandName}</p>
          <p className="max-w-sm leading-relaxed text-background/85">{about}</p>
          <ul aria-label={copy.socialMedia} className="flex gap-2">
            {socialLinks.map(({ href, network, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(copy.social, { brand: brandName, network })}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-background/25 text-background transition-colors duration-(--duration-short) hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav
          data-slot="footer-quick-links"
          aria-labelledby={quickLinksId}
          className="flex flex-col gap-4"
        >
          <FooterHeading id={quickLinksId}>{copy.quickLinks}</FooterHeading>
          <ul className="flex flex-col gap-1.5">
            <li>
              <KitLink href={hrefs.about} className={linkClasses}>
                {copy.about}
              </KitLink>
            </li>
            <li>
              <KitLink href={hrefs.contact} className={linkClasses}>
                {copy.contact}
              </KitLink>
            </li>
            <li>
              <a
                href={reviewsHref}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClasses}
              >
                {copy.reviews}
                <NewTabNote />
              </a>
            </li>
            <li>
              <KitLink href={hrefs.tours} className={linkClasses}>
                {copy.tours}
              </KitLink>
            </li>
          </ul>
        </nav>

        <section data-slot="footer-contact" className="flex flex-col gap-4">
          <FooterHeading>{copy.talkToUs}</FooterHeading>
          <ul className="flex flex-col gap-2">
            <li>
              <a href={`tel:${phone.tel}`} className={channelClasses}>
                <Icon name="phone" aria-hidden />
                {phone.display}
              </a>
            </li>
            <li>
              <a
                href={whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onWhatsAppClick}
                className={channelClasses}
              >
                <WhatsAppIcon />
                {copy.whatsapp}
                <NewTabNote />
              </a>
            </li>
            <li>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={onWeChatClick}
                className={cn(channelClasses, "cursor-pointer")}
              >
                <WeChatIcon />
                {copy.wechat}
              </button>
            </li>
            {emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={channelClasses}>
                  <Icon name="mail" aria-hidden />
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section data-slot="footer-office" className="flex flex-col gap-4">
          <FooterHeading>{copy.office}</FooterHeading>
          <address className="flex gap-2.5 leading-relaxed text-background/85 not-italic">
            <Icon name="map-pin" aria-hidden className="mt-0.5 size-4.5 shrink-0" />
            <span>
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
        </section>
      </div>

      <div className="border-t border-background/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-xs text-background/80 md:flex-row md:items-center md:justify-between md:px-8">
          <p>{copyright}</p>
          <nav aria-label={copy.legal} data-slot="footer-policies">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
              <li>
                <KitLink href={hrefs.privacy} className={linkClasses}>
                  {copy.privacy}
                </KitLink>
              </li>
              <li>
                <KitLink href={hrefs.terms} className={linkClasses}>
                  {copy.terms}
                </KitLink>
              </li>
              <li>
                <KitLink href={hrefs.cookies} className={linkClasses}>
                  {copy.cookies}
                </KitLink>
              </li>
              {onCookieSettings ? (
                <li>
                  <button
                    type="button"
                    onClick={onCookieSettings}
                    className={cn(linkClasses, "cursor-pointer")}
                  >
                    {copy.cookieSettings}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

export { Footer, type FooterHrefs };
