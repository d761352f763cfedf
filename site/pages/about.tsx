import { Link } from "wouter";
import { aboutMessages } from "#messages/about";
import { navMessages } from "#messages/nav";
import { about } from "../../data/content/about";
import { imageSource } from "../../data/content/images";
import { siteConfig } from "../../data/content/site-config";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Image } from "../../ui/image";
import { CardGrid } from "../../ui/card";
import { ValueCard } from "../../ui/value-card";
import { PageIntro } from "../components/page-intro";
import { Section } from "../components/section";
import { fill } from "../i18n/format";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";

const copy = aboutMessages;

const facts = [
  { value: String(siteConfig.facts.founded), label: copy.facts.founded },
  { value: siteConfig.facts.groupSize, label: copy.facts.groupSize },
  {
    value: fill(copy.facts.responseHours, { hours: siteConfig.facts.responseHours }),
    label: copy.facts.responseTime,
  },
  { value: siteConfig.facts.temperature, label: copy.facts.temperature },
];

/** The About page: story, mission, vision, core values and where to go next. */
export function AboutPage() {
  usePageMeta({
    title: copy.meta.title,
    description: fill(copy.meta.description, {
      founded: siteConfig.facts.founded,
    }),
    path: paths.about,
    breadcrumbs: [{ name: navMessages.about, path: paths.about }],
  });

  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} description={siteConfig.tagline} />

      <section aria-labelledby="story-title" className="py-16 sm:py-24">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
          <div className="flex flex-col gap-5">
            <h2 id="story-title" className="font-display text-3xl font-semibold sm:text-4xl">
              {copy.story}
            </h2>
            {about.story.map((paragraph) => (
              <p
                key={paragraph}
                className="text-base leading-relaxed text-foreground/90 sm:text-lg"
              >
                {paragraph}
              </p>
            ))}
          </div>
          <Image
            image={imageSource("safari-jeep-plains")}
            aspect="4/5"
            sizes="(min-width: 1024px) 560px, 100vw"
            className="rounded-xl shadow-soft"
          />
        </div>
        <dl className="mx-auto mt-14 grid max-w-6xl grid-cols-2 gap-6 px-5 sm:px-8 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse gap-1 rounded-xl bg-muted p-5">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="font-display text-2xl font-semibold text-primary sm:text-3xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-label={copy.missionAndVision} className="bg-muted py-16 sm:py-24">
        <div className="mx-auto grid max-w-6xl gap-6 px-5 sm:px-8 md:grid-cols-2">
          {[
            {
              title: copy.mission,
              text: about.mission,
              icon: <Icon name="target" aria-hidden className="size-6" />,
            },
            {
              title: copy.vision,
              text: about.vision,
              icon: <Icon name="eye" aria-hidden className="size-6" />,
            },
          ].map((item) => (
            <div
              key={item.title}
              className="flex flex-col gap-4 rounded-xl bg-card p-8 shadow-soft"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                {item.icon}
              </span>
              <h2 className="font-display text-2xl font-semibold">{item.title}</h2>
              <p className="text-base leading-relaxed text-foreground/90">{item.text}</p>
            </div>
          ))}
        </div>
      </section>

      <Section id="values" eyebrow={copy.valuesEyebrow} title={copy.valuesTitle}>
        <CardGrid columns={4}>
          {about.values.map((value) => (
            <li key={value.title} className="flex">
              <ValueCard
                icon={<Icon name={value.icon} />}
                title={value.title}
                text={value.description}
              />
            </li>
          ))}
        </CardGrid>
      </Section>

      <section aria-labelledby="next-title" className="bg-secondary text-secondary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-5 py-16 sm:px-8 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-xl flex-col gap-2">
            <h2 id="next-title" className="font-display text-3xl font-semibold">
              {copy.next.title}
            </h2>
            <p className="text-secondary-foreground/90">{copy.next.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href={paths.tours} className={buttonVariants({ variant: "overlay", size: "lg" })}>
              {copy.next.exploreTours}
              <Icon name="arrow-right" aria-hidden />
            </Link>
            <Link href={paths.contact} className={buttonVariants({ size: "lg" })}>
              {navMessages.contact}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
