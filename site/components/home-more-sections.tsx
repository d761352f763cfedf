import { homeMessages } from "#messages/home";
import { partners } from "../../data/partners";
import { services } from "../../data/services";
import { siteConfig } from "../../data/site-config";
import { travelTips } from "../../data/tips";
import { Icon } from "../../ui/icon";
import { PartnerCarousel } from "../../ui/partner-carousel";
import { fill } from "../i18n/format";
import { GalleryTeaser } from "./gallery-teaser";
import { HomeFaq } from "./home-faq";
import { Section } from "./section";

const copy = homeMessages;

/** The home page after the tours: gallery, partners, services, travel tips and the FAQ. */
export function HomeMoreSections() {
  return (
    <>
      <GalleryTeaser />

      <Section
        id="partners"
        tone="muted"
        eyebrow={copy.partners.eyebrow}
        title={copy.partners.title}
        align="center"
      >
        <PartnerCarousel partners={partners} interval={3000} className="mx-auto w-full max-w-2xl" />
      </Section>

      <Section
        id="services"
        eyebrow={copy.services.eyebrow}
        title={copy.services.title}
        description={copy.services.description}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.id}
              className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-soft"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon name={service.icon} className="size-6" />
              </span>
              <h3 className="font-display text-xl font-semibold">{service.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="tips"
        tone="muted"
        eyebrow={copy.tips.eyebrow}
        title={copy.tips.title}
        description={copy.tips.description}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {travelTips.map((tip) => (
            <li key={tip.id} className="flex gap-4 rounded-xl bg-card p-6 shadow-soft">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary">
                <Icon name={tip.icon} className="size-5" />
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="font-display text-lg font-semibold">{tip.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{tip.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="faq"
        eyebrow={copy.faq.eyebrow}
        title={copy.faq.title}
        description={fill(copy.faq.description, {
          email: (
            <a
              className="text-primary underline underline-offset-4"
              href={`mailto:${siteConfig.emails.info}`}
            >
              {siteConfig.emails.info}
            </a>
          ),
          responseTime: siteConfig.facts.responseText,
        })}
      >
        <HomeFaq />
      </Section>
    </>
  );
}
