import { siteConfig } from "../data/site-config";
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

/**
 * The links the site gives its header and footer, with its English labels; the preview shows
 * them in the story's language, as it does every string of a story's args.
 */
const homeHref = "/";

const navItems: NavItem[] = [
  { href: homeHref, label: "Home", match: "exact" },
  { href: "/about", label: "About Us" },
  {
    href: "/safari-tours",
    label: { phone: "Safari Tours", tablet: "Tours", desktop: "Destinations" },
  },
  { href: "/gallery", label: "Gallery" },
  { href: "/contact", label: "Contact Us" },
];

const quoteHref = "/contact";

const reviewsHref = "https://www.tripadvisor.com/";

const quickLinks: FooterLink[] = [
  { label: "About us", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Traveller Reviews", href: reviewsHref, newTab: true },
  { label: "Kenya Safari Packages", href: "/safari-tours" },
];

const policyLinks: FooterLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Policy", href: "/cookie-policy" },
];

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
  policyLinks,
  quickLinks,
  quoteHref,
  reviewsHref,
  socials,
};
