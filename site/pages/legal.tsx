import type { ReactNode } from "react";
import { legalMessages } from "#messages/legal";
import { navMessages } from "#messages/nav";
import { storageEntries, type StorageEntry } from "../../data/content/cookies";
import { bookingTermsVersion } from "../../data/content/legal-settings";
import { Button } from "../../ui/button";
import { InForceFrom, LastUpdated } from "../components/last-updated";
import { PageIntro } from "../components/page-intro";
import { openConsentSettings } from "../consent";
import {
  cookiePolicy,
  privacyPolicy,
  termsOfService,
  type LegalDocument,
  type LegalSection,
} from "../content/legal";
import { locale } from "../i18n/current-locale";
import { defaultLocale } from "../../data/domain/locales";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";

const copy = legalMessages;

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** A legal page: title, last-updated date, contents, then numbered sections. */
function LegalArticle({
  title,
  intro,
  sections,
  inForceFrom,
  children,
}: {
  title: string;
  intro: string;
  sections: readonly (LegalSection & { body?: ReactNode })[];
  /** The day a versioned text took effect, shown instead of the last update. */
  inForceFrom?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={title} description={intro}>
        {inForceFrom ? <InForceFrom day={inForceFrom} /> : <LastUpdated />}
        {locale === defaultLocale ? null : (
          <p className="text-sm text-muted-foreground">{copy.englishGoverns}</p>
        )}
      </PageIntro>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-5 py-12 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <nav aria-label={copy.onThisPage} className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
            {copy.onThisPage}
          </p>
          <ol className="flex flex-col gap-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-foreground/80 underline-offset-4 hover:text-primary hover:underline"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-3xl flex-col gap-10 text-base leading-relaxed text-foreground/90">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="flex flex-col gap-4"
            >
              <h2
                id={`${section.id}-title`}
                className="font-display text-2xl font-semibold text-foreground"
              >
                {index + 1}. {section.heading}
              </h2>
              {section.body ?? <SectionBody section={section} />}
            </section>
          ))}
          {children}
        </article>
      </div>
    </>
  );
}

function LegalDocumentPage({
  document,
  name,
  path,
  inForceFrom,
}: {
  document: LegalDocument;
  name: string;
  path: string;
  inForceFrom?: string;
}) {
  usePageMeta({
    title: document.title,
    description: document.description,
    path,
    breadcrumbs: [{ name, path }],
  });
  return (
    <LegalArticle
      title={document.title}
      intro={document.intro}
      sections={document.sections}
      inForceFrom={inForceFrom}
    />
  );
}

export function PrivacyPolicyPage() {
  return (
    <LegalDocumentPage document={privacyPolicy} name={navMessages.privacy} path={paths.privacy} />
  );
}

export function TermsOfServicePage() {
  return (
    <LegalDocumentPage
      document={termsOfService}
      name={navMessages.terms}
      path={paths.terms}
      inForceFrom={bookingTermsVersion}
    />
  );
}

function StorageTable({ entries }: { entries: readonly StorageEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.columns.name}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.columns.type}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.columns.purpose}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.columns.duration}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.columns.setBy}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.name}-${entry.storage}`} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all">
                {entry.name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{copy.storage[entry.storage]}</td>
              <td className="px-4 py-3">{entry.purpose}</td>
              <td className="px-4 py-3">{entry.duration}</td>
              <td className="px-4 py-3">{entry.provider}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The cookie policy: what the site stores (content/legal/cookie-policy.yaml) and a way to change
 * the choice.
 */
export function CookiePolicyPage() {
  const { title, description } = copy.cookiePolicy.meta;
  const policy = copy.cookiePolicy;
  usePageMeta({
    title,
    description,
    path: paths.cookies,
    breadcrumbs: [{ name: navMessages.cookies, path: paths.cookies }],
  });
  const essential = storageEntries.filter((entry) => entry.category === "essential");
  const analytics = storageEntries.filter((entry) => entry.category === "analytics");
  const sections: (LegalSection & { body?: ReactNode })[] = [
    cookiePolicy.explained,
    {
      id: "essential",
      heading: policy.essential.heading,
      paragraphs: [],
      body: (
        <>
          <p>{policy.essential.text}</p>
          <StorageTable entries={essential} />
        </>
      ),
    },
    {
      id: "analytics",
      heading: policy.analytics.heading,
      paragraphs: [],
      body: (
        <>
          <p>{policy.analytics.text}</p>
          <StorageTable entries={analytics} />
        </>
      ),
    },
    {
      id: "your-choice",
      heading: policy.yourChoice.heading,
      paragraphs: [],
      body: (
        <>
          <p>{policy.yourChoice.text}</p>
          <Button variant="outline" onClick={openConsentSettings} className="self-start">
            {policy.yourChoice.change}
          </Button>
        </>
      ),
    },
    cookiePolicy.managing,
  ];
  return <LegalArticle title={title} intro={cookiePolicy.intro} sections={sections} />;
}
