import { kitMessages } from "#messages/kit";
import { siteConfig } from "../../data/site-config";
import { Footer } from "../../ui/footer";
import { fill } from "../../ui/kit-provider";
import { buildDate } from "../build-info";
import { openConsentSettings } from "../consent";
import { reviewsHref, whatsappHref } from "../contact-links";
import { paths } from "../paths";
import { track } from "../services/analytics";

/**
 * Every page's footer, filled from the site's details; Layout fetches its code as it nears view.
 * Its end clears the floating buttons, which would otherwise cover its last links.
 */
export function SiteFooter({ onWeChatClick }: { onWeChatClick: () => void }) {
  return (
    <Footer
      brandName={siteConfig.brandName}
      about={siteConfig.footerAbout}
      phone={siteConfig.phone}
      whatsappUrl={whatsappHref}
      emails={[siteConfig.emails.info, siteConfig.emails.bookings]}
      address={[...siteConfig.address.lines]}
      socials={siteConfig.socials}
      reviewsHref={reviewsHref}
      hrefs={paths}
      copyright={fill(kitMessages.footer.copyright, {
        year: buildDate.getUTCFullYear(),
        brand: siteConfig.brandName,
      })}
      onWhatsAppClick={() => track("whatsapp_clicked", { source: "footer" })}
      onWeChatClick={onWeChatClick}
      onCookieSettings={openConsentSettings}
      className="pb-32"
    />
  );
}
