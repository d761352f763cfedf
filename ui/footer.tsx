import * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, KitLink, useKitCopy } from "./kit-provider";

/** A footer link: the app's own page, or (`newTab`) another site, opened in a new tab. */
type FooterLink = { label: string; href: string; newTab?: boolean };

/**
 * A contact line: a link (tel:, mailto:, a chat) or, without `href`, a button that opens the
 * modal `<dialog>` whose id is `opensDialog` by itself, before any script has run.
 */
type FooterContact = { label: string; icon: React.ReactNode; onClick?: () => void } & (
  { href: string; newTab?: boolean } | { href?: undefined; opensDialog: string }
);

/** A social network's page: `network` names it in the link's label. */
type FooterSocial = { network: string; href: string; icon: React.ReactNode };

const linkClasses =
  "inline-flex min-h-6 items-center rounded-sm text-background/85 underline-offset-4 transition-colors duration-(--duration-short) hover:text-background hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background";

const channelClasses = cn(linkClasses, "gap-2.5 [&_svg]:size-4.5");

function NewTabNote() {
  return <span className="sr-only">{useKitCopy("common").newTab}</span>;
}

function FooterLinkItem({ label, href, newTab = false }: FooterLink) {
  if (!newTab) {
    return (
      <KitLink href={href} className={linkClasses}>
        {label}
      </KitLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {label}
      <NewTabNote />
    </a>
  );
}

function ContactLine(contact: FooterContact) {
  if (contact.href === undefined) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        commandfor={contact.opensDialog}
        command="show-modal"
        onClick={contact.onClick}
        className={cn(channelClasses, "cursor-pointer")}
      >
        {contact.icon}
        {contact.label}
      </button>
    );
  }
  const newTab = contact.newTab ?? false;
  return (
    <a
      href={contact.href}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener noreferrer" : undefined}
      onClick={contact.onClick}
      className={channelClasses}
    >
      {contact.icon}
      {contact.label}
      {newTab ? <NewTabNote /> : null}
    </a>
  );
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
 * The site footer: about text and social links, the caller's quick links, contact lines and
 * office address, its policy links and, when the app passes `onCookieSettings`, a 'Cookie
 * settings' button.
 */
function Footer({
  brandName,
  about,
  socials,
  quickLinks,
  contacts,
  address,
  policyLinks,
  copyright,
  onCookieSettings,
  className,
  ...props
}: React.ComponentProps<"footer"> & {
  brandName: string;
  about: string;
  socials: readonly FooterSocial[];
  quickLinks: readonly FooterLink[];
  contacts: readonly FooterContact[];
  /** The office address, one line per entry. */
  address: readonly string[];
  policyLinks: readonly FooterLink[];
  /** e.g. "© 2025 Savannah Horizon Safaris. All rights reserved." */
  copyright: string;
  onCookieSettings?: () => void;
}) {
  const quickLinksId = React.useId();
  const copy = useKitCopy("footer");

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
            {socials.map(({ href, network, icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(copy.social, { brand: brandName, network })}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-background/25 text-background transition-colors duration-(--duration-short) hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-background"
                >
                  {icon}
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
            {quickLinks.map((link) => (
              <li key={link.href}>
                <FooterLinkItem {...link} />
              </li>
            ))}
          </ul>
        </nav>

        <section data-slot="footer-contact" className="flex flex-col gap-4">
          <FooterHeading>{copy.talkToUs}</FooterHeading>
          <ul className="flex flex-col gap-2">
            {contacts.map((contact) => (
              <li key={contact.href ?? contact.label}>
                <ContactLine {...contact} />
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
              {policyLinks.map((link) => (
                <li key={link.href}>
                  <FooterLinkItem {...link} />
                </li>
              ))}
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

export { Footer, type FooterContact, type FooterLink, type FooterSocial };
