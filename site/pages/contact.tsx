import { useEffect, useId, useState, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { contactMessages } from "#messages/contact";
import { enquiryMessages } from "#messages/enquiry";
import { navMessages } from "#messages/nav";
import { quoteFormCopy } from "#messages/kit-quote-form";
import { fieldCopy } from "#messages/kit-field";
import { enquiryFields, type EnquiryField } from "../../data/domain/enquiry";
import { enquiryPostPath } from "../../data/domain/enquiry-paths";
import { siteConfig } from "../../data/content/site-config";
import { whyChooseUs } from "../../data/content/why-choose-us";
import type { GlyphName } from "../../ui/glyphs";
import { Icon } from "../../ui/icon";
import { emptyQuoteValues, QuoteForm, type QuoteValues } from "../../ui/quote-form";
import { PageIntro } from "../components/page-intro";
import { locale } from "../i18n/current-locale";
import { fill } from "../i18n/format";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";
import { useEnquiryDraft } from "../../ui/enquiry-drafts";
import { withKitCopy } from "../components/with-kit-copy";

const copy = contactMessages;
const { responseText } = siteConfig.facts;

const whyChooseUsIcons: GlyphName[] = [
  "calendar-sync",
  "user-check",
  "badge-dollar-sign",
  "headset",
];

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-soft"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
          {label}
        </span>
        {children}
      </div>
    </li>
  );
}

const linkClasses =
  "break-words text-foreground underline-offset-4 hover:text-primary hover:underline";

const emptyContactValues = emptyQuoteValues(enquiryFields);

/** The contact page: the quote form, how to reach us, why travellers choose us, hours. */
export const ContactPage = withKitCopy({ ...quoteFormCopy, ...fieldCopy }, function ContactPage() {
  usePageMeta({
    title: copy.meta.title,
    description: fill(copy.meta.description, { responseTime: responseText }),
    path: paths.contact,
    breadcrumbs: [{ name: navMessages.contact, path: paths.contact }],
  });
  const draft = useEnquiryDraft("contact", emptyContactValues);
  const [sent, setSent] = useState(false);
  const askedAbout = new URLSearchParams(useSearch()).get("tour");
  const { setValues } = draft;

  // Opened for a tour (/contact?tour=<slug>, from a comparison): the message starts with it,
  // above anything the traveller had already written. The tours' listings are fetched only then.
  useEffect(() => {
    if (!askedAbout) return;
    let current = true;
    void import("../../data/content/package-cards").then(({ findListingBySlug }) => {
      const title = findListingBySlug(askedAbout)?.title;
      if (!current || !title) return;
      setValues((values) => {
        if (values.message.includes(title)) return values;
        const line = fill(copy.aboutTour, { title });
        return { ...values, message: values.message ? `${line}\n\n${values.message}` : line };
      });
    });
    return () => {
      current = false;
    };
  }, [askedAbout, setValues]);

  const submit = async (values: QuoteValues<EnquiryField>) => {
    setSent(false);
    try {
      // The Appwrite SDK is fetched with the first enquiry rather than with the page.
      const { submitContactEnquiry } = await import("../services/enquiries");
      await submitContactEnquiry(values, { documentId: draft.documentId });
    } catch (error) {
      console.error("The quote request could not be sent.", error);
      throw error;
    }
    draft.clear();
    setSent(true);
  };

  return (
    <>
      <PageIntro
        eyebrow={copy.eyebrow}
        title={copy.title}
        description={fill(copy.description, { responseTime: responseText })}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="quote-title" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="quote-title" className="font-display text-2xl font-semibold sm:text-3xl">
              {copy.quoteTitle}
            </h2>
            <p className="text-muted-foreground">{copy.requiredNote}</p>
          </div>
          <QuoteForm
            method="post"
            action={enquiryPostPath}
            hiddenFields={{ formType: "contact", locale, documentId: draft.documentId }}
            fields={enquiryFields}
            values={draft.values}
            onValuesChange={(values) => {
              setSent(false);
              draft.setValues(values);
            }}
            onSubmit={submit}
            successMessage={sent ? enquiryMessages.contactSuccess : undefined}
          />
        </section>

        <div className="flex flex-col gap-6">
          <InfoCard title={copy.info.title}>
            <ul className="flex flex-col gap-5">
              <ContactLine icon={<Icon name="mail" />} label={copy.info.email}>
                <a className={linkClasses} href={`mailto:${siteConfig.emails.info}`}>
                  {siteConfig.emails.info}
                </a>
                <a className={linkClasses} href={`mailto:${siteConfig.emails.bookings}`}>
                  {siteConfig.emails.bookings}
                </a>
              </ContactLine>
              <ContactLine icon={<Icon name="phone" />} label={copy.info.phone}>
                <a className={linkClasses} href={`tel:${siteConfig.phone.tel}`}>
                  {siteConfig.phone.display}
                </a>
              </ContactLine>
              <ContactLine icon={<Icon name="map-pin" />} label={copy.info.address}>
                <address className="not-italic">{siteConfig.address.lines.at(-1)}</address>
                <span className="text-sm text-muted-foreground">
                  {siteConfig.address.lines.slice(0, -1).join(", ")}
                </span>
              </ContactLine>
            </ul>
          </InfoCard>

          <InfoCard title={copy.quickResponse.title}>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Icon name="clock" aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
              {fill(copy.quickResponse.text, { responseTime: responseText })}
            </p>
            <dl className="flex flex-col gap-2 text-sm">
              {siteConfig.hours.contactPage.map((slot) => (
                <div
                  key={slot.days}
                  className="flex justify-between gap-4 border-b border-border pb-2 last:border-0"
                >
                  <dt className="font-medium">{slot.days}</dt>
                  <dd className="text-muted-foreground tabular-nums">{slot.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted-foreground">
              {fill(copy.quickResponse.faq, {
                link: (
                  <Link href={paths.faq} className="text-primary underline underline-offset-4">
                    {copy.quickResponse.faqLink}
                  </Link>
                ),
              })}
            </p>
          </InfoCard>

          <InfoCard title={copy.whyChooseUs}>
            <ul className="flex flex-col gap-4">
              {whyChooseUs.map((reason, index) => {
                return (
                  <li key={reason.title} className="flex items-start gap-3">
                    <Icon
                      name={whyChooseUsIcons[index] ?? "user-check"}
                      className="mt-0.5 size-5 shrink-0 text-secondary"
                    />
                    <div className="flex flex-col gap-1">
                      <h3 className="text-sm font-semibold">{reason.title}</h3>
                      <p className="text-sm leading-relaxed text-muted-foreground">
                        {reason.description}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </InfoCard>
        </div>
      </div>
    </>
  );
});
