import { homeMessages } from "#messages/home";
import { carouselCopy } from "#messages/kit-carousel";
import { galleryGridCopy } from "#messages/kit-gallery-grid";
import { featuredReviews } from "../../data/content/featured-reviews";
import { partners } from "../../data/content/partners";
import { services } from "../../data/content/services";
import { siteConfig } from "../../data/content/site-config";
import { travelTips } from "../../data/content/tips";
import { CardGrid } from "../../ui/card";
import { Icon } from "../../ui/icon";
import { PartnerCarousel } from "../../ui/partner-carousel";
import { ValueCard } from "../../ui/value-card";
import { fill } from "../i18n/format";
import { FeaturedReviewsPart } from "./featured-reviews-part";
import { GalleryTeaser } from "./gallery-teaser";
import { HomeFaq } from "./home-faq";
import { Section } from "./section";
import { withKitCopy } from "./with-kit-copy";

const copy = homeMessages;

/** The home page after the tours: the featured reviews (where there are any), gallery, partners, services, travel tips and the FAQ. */
export const HomeMoreSections = withKitCopy(
  { ...carouselCopy, ...galleryGridCopy },
  function HomeMoreSections() {
    return (
      <>
        {featuredReviews.length > 0 ? <FeaturedReviewsPart /> : null}

        <GalleryTeaser />

        <Section
          id="partners"
          tone="muted"
          eyebrow={copy.partners.eyebrow}
          title={copy.partners.title}
          align="center"
        >
          <PartnerCarousel
            partners={partners}
            interval={3000}
            className="mx-auto w-full max-w-2xl"
          />
        </Section>

        <Section
          id="services"
          eyebrow={copy.services.eyebrow}
          title={copy.services.title}
          description={copy.services.description}
        >
          <CardGrid>
            {services.map((service) => (
              <li key={service.id} className="flex">
                <ValueCard
                  className="w-full"
                  tone="primary"
                  icon={<Icon name={service.icon} />}
                  title={service.title}
                  text={service.description}
                />
              </li>
            ))}
          </CardGrid>
        </Section>

        <Section
          id="tips"
          tone="muted"
          eyebrow={copy.tips.eyebrow}
          title={copy.tips.title}
          description={copy.tips.description}
        >
          <CardGrid>
            {travelTips.map((tip) => (
              <li key={tip.id} className="flex">
                <ValueCard
                  className="w-full"
                  layout="inline"
                  icon={<Icon name={tip.icon} />}
                  title={tip.title}
                  text={tip.description}
                />
              </li>
            ))}
          </CardGrid>
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
  },
);
