import { footerMessages } from "#messages/footer";
import { footerCopy } from "#messages/kit-footer";
import { navMessages } from "#messages/nav";
import { siteConfig } from "../../data/content/site-config";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  WeChatIcon,
  WhatsAppIcon,
  XIcon,
} from "../../ui/brand-icons";
import { Footer } from "../../ui/footer";
import { Icon } from "../../ui/icon";
import { fill } from "../../ui/kit-provider";
import { buildDate } from "../build-info";
import { openConsentSettings } from "../consent";
import { whatsappHref } from "../contact-links";
import { navRoutes, type LinkedPage, type SiteRoute } from "../routes";
import { track } from "../services/analytics";
import { withKitCopy } from "./with-kit-copy";

const { networks } = footerMessages;

const socials = [
  { network: networks.facebook, href: siteConfig.socials.facebook, icon: <FacebookIcon /> },
  { network: networks.instagram, href: siteConfig.socials.instagram, icon: <InstagramIcon /> },
  { network: networks.x, href: siteConfig.socials.x, icon: <XIcon /> },
  { network: networks.linkedin, href: siteConfig.socials.linkedin, icon: <LinkedInIcon /> },
];

/** A page's link, by its name but for the tours page's, which the footer words as an offer. */
const pageLink = ({ id, pattern }: SiteRoute & { id: LinkedPage }) => ({
  label: id === "tours" ? footerMessages.tours : navMessages[id],
  href: pattern,
});

const quickLinks = navRoutes("footer").map(pageLink);

const policyLinks = navRoutes("policies").map(pageLink);

const emails = [siteConfig.emails.info, siteConfig.emails.bookings].map((email) => ({
  label: email,
  href: `mailto:${email}`,
  icon: <Icon name="mail" aria-hidden />,
}));

/**
 * Every page's footer, filled from the site's details; Layout fetches its code as it nears view.
 * Its end clears the floating buttons, which would otherwise cover its last links.
 */
export const SiteFooter = withKitCopy(
  footerCopy,
  function SiteFooter({
    wechatDialogId,
    onWeChatClick,
  }: {
    wechatDialogId: string;
    onWeChatClick: () => void;
  }) {
    return (
      <Footer
        brandName={siteConfig.brandName}
        about={siteConfig.footerAbout}
        socials={socials}
        quickLinks={quickLinks}
        contacts={[
          {
            label: siteConfig.phone.display,
            href: `tel:${siteConfig.phone.tel}`,
            icon: <Icon name="phone" aria-hidden />,
          },
          {
            label: footerMessages.whatsapp,
            href: whatsappHref,
            newTab: true,
            icon: <WhatsAppIcon />,
            onClick: () => track("whatsapp_clicked", { source: "footer" }),
          },
          {
            label: footerMessages.wechat,
            icon: <WeChatIcon />,
            onClick: onWeChatClick,
            opensDialog: wechatDialogId,
          },
          ...emails,
        ]}
        address={siteConfig.address.lines}
        policyLinks={policyLinks}
        copyright={fill(footerCopy.footer.copyright, {
          year: buildDate.getUTCFullYear(),
          brand: siteConfig.brandName,
        })}
        onCookieSettings={openConsentSettings}
        className="pb-32"
      />
    );
  },
);
