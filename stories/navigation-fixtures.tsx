import type { Locale } from "../data/domain/locales";
import { siteConfig } from "../data/content/site-config";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  WeChatIcon,
  WhatsAppIcon,
  XIcon,
} from "../ui/brand-icons";
import type { FooterContact, FooterLink, FooterSocial } from "../ui/footer";
import type { NavItem } from "../ui/header";
import { Icon } from "../ui/icon";
import { siteMessage } from "./languages";

/** The links the site gives its header and footer, with its labels in a language. */
const homeHref = "/";

/** A page's name, as every link to it reads it (site/messages/<code>/nav.ts). */
const pageName = (locale: Locale, page: string) => siteMessage(locale, "nav", page);

function navItemsIn(locale: Locale): NavItem[] {
  const toursLabel = (width: string) => siteMessage(locale, "layout", `nav.tours.${width}`);
  return [
    { href: homeHref, label: pageName(locale, "home"), match: "exact" },
    { href: "/about", label: pageName(locale, "about") },
    {
      href: "/safari-tours",
      label: {
        phone: toursLabel("phone"),
        tablet: toursLabel("tablet"),
        desktop: toursLabel("desktop"),
      },
    },
    { href: "/gallery", label: pageName(locale, "gallery") },
    { href: "/contact", label: pageName(locale, "contact") },
  ];
}

const navItems = navItemsIn("en");

const quoteHref = "/contact";

const reviewsHref = "/reviews";

function quickLinksIn(locale: Locale): FooterLink[] {
  const label = (key: string) => siteMessage(locale, "footer", key);
  return [
    { label: pageName(locale, "about"), href: "/about" },
    { label: pageName(locale, "contact"), href: "/contact" },
    { label: pageName(locale, "reviews"), href: reviewsHref },
    { label: label("tours"), href: "/safari-tours" },
  ];
}

function policyLinksIn(locale: Locale): FooterLink[] {
  return [
    { label: pageName(locale, "privacy"), href: "/privacy-policy" },
    { label: pageName(locale, "terms"), href: "/terms-of-service" },
    { label: pageName(locale, "cookies"), href: "/cookie-policy" },
  ];
}

const socials: FooterSocial[] = [
  { network: "Facebook", href: siteConfig.socials.facebook, icon: <FacebookIcon /> },
  { network: "Instagram", href: siteConfig.socials.instagram, icon: <InstagramIcon /> },
  { network: "X", href: siteConfig.socials.x, icon: <XIcon /> },
  { network: "LinkedIn", href: siteConfig.socials.linkedin, icon: <LinkedInIcon /> },
];

/** The footer's contact lines: phone, WhatsApp, WeChat (a button) and both e-mails. */
function contactLines({
  whatsapp,
  wechat,
  onWhatsAppClick,
  onWeChatClick,
}: {
  whatsapp: string;
  wechat: string;
  onWhatsAppClick?: () => void;
  onWeChatClick: () => void;
}): FooterContact[] {
  return [
    {
      label: siteConfig.phone.display,
      href: `tel:${siteConfig.phone.tel}`,
      icon: <Icon name="phone" aria-hidden />,
    },
    {
      label: whatsapp,
      href: siteConfig.whatsapp.url,
      newTab: true,
      icon: <WhatsAppIcon />,
      onClick: onWhatsAppClick,
    },
    { label: wechat, icon: <WeChatIcon />, onClick: onWeChatClick, opensDialog: "wechat" },
    ...[siteConfig.emails.info, siteConfig.emails.bookings].map((email) => ({
      label: email,
      href: `mailto:${email}`,
      icon: <Icon name="mail" aria-hidden />,
    })),
  ];
}

export {
  contactLines,
  homeHref,
  navItems,
  navItemsIn,
  policyLinksIn,
  quickLinksIn,
  quoteHref,
  reviewsHref,
  socials,
};
