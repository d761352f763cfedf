import * as React from "react";
import { Link } from "wouter";

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

type Socials = { facebook: string; instagram: string; x: string; linkedin: string };

const linkClasses =
  "rounded-sm text-background/85 underline-offset-4 transition-colors duration-(--duration-short) hover:text-background hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background";

const channelClasses = cn(linkClasses, "inline-flex items-center gap-2.5 [&_svg]:size-4.5");

function NewTabNote() {
  return <span className="sr-only">(opens in a new tab)</span>;
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
  /** e.g. "© 2025 Savannah Horizon Safaris. All rights reserved." */
  copyright: string;
  onWhatsAppClick?: () => void;
  onWeChatClick: () => void;
  onCookieSettings?: () => void;
}) {
  const quickLinksId = React.useId();
  const socialLinks = [
    { href: socials.facebook, label: "Facebook", icon: FacebookIcon },
    { href: socials.instagram, label: "Instagram", icon: InstagramIcon },
    { href: socials.x, label: "X", icon: XIcon },
    { href: socials.linkedin, label: "LinkedIn", icon: LinkedInIcon },
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
          <ul aria-label="Social media" className="flex gap-2">
            {socialLinks.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brandName} on ${label} (opens in a new tab)`}
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
          <FooterHeading id={quickLinksId}>Quick links</FooterHeading>
          <ul className="flex flex-col gap-3">
            <li>
              <Link href="/about" className={linkClasses}>
                About us
              </Link>
            </li>
            <li>
              <Link href="/contact" className={linkClasses}>
                Contact Us
              </Link>
            </li>
            <li>
              <a
                href={reviewsHref}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClasses}
              >
                Traveller Reviews
                <NewTabNote />
              </a>
            </li>
            <li>
              <Link href="/safari-tours" className={linkClasses}>
                Kenya Safari Packages
              </Link>
            </li>
          </ul>
        </nav>

        <section data-slot="footer-contact" className="flex flex-col gap-4">
          <FooterHeading>Talk to us</FooterHeading>
          <ul className="flex flex-col gap-3">
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
                WhatsApp
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
                WeChat
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
          <FooterHeading>Our office</FooterHeading>
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
          <nav aria-label="Legal" data-slot="footer-policies">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <li>
                <Link href="/privacy-policy" className={linkClasses}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link href="/terms-of-service" className={linkClasses}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link href="/cookie-policy" className={linkClasses}>
                  Cookie Policy
                </Link>
              </li>
              {onCookieSettings ? (
                <li>
                  <button
                    type="button"
                    onClick={onCookieSettings}
                    className={cn(linkClasses, "cursor-pointer")}
                  >
                    Cookie settings
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

export { Footer };
