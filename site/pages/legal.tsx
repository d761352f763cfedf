import type { ReactNode } from "react";
import { storageEntries, type StorageEntry } from "../../data/cookies";
import { Button } from "../../ui/button";
import { LastUpdated } from "../components/last-updated";
import { PageIntro } from "../components/page-intro";
import { openConsentSettings } from "../consent";
import {
  cookiePolicyIntro,
  cookiesExplained,
  managingCookies,
  privacyPolicy,
  termsOfService,
  type LegalDocument,
  type LegalSection,
} from "../content/legal";
import { paths } from "../paths";
import { usePageMeta } from "../seo/page-meta";

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
  children,
}: {
  title: string;
  intro: string;
  sections: readonly (LegalSection & { body?: ReactNode })[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={title} description={intro}>
        <LastUpdated />
      </PageIntro>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-5 py-12 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
            On this page
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

function LegalDocumentPage({ document, path }: { document: LegalDocument; path: string }) {
  usePageMeta({
    title: document.title,
    description: document.description,
    path,
    breadcrumbs: [{ name: document.title, path }],
  });
  return (
    <LegalArticle title={document.title} intro={document.intro} sections={document.sections} />
  );
}

export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} path={paths.privacy} />;
}

export function TermsOfServicePage() {
  return <LegalDocumentPage document={termsOfService} path={paths.terms} />;
}

const storageLabels: Record<StorageEntry["storage"], string> = {
  cookie: "Cookie",
  localStorage: "Local storage",
  sessionStorage: "Session storage",
};

function StorageTable({ entries }: { entries: readonly StorageEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Duration
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Set by
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.name}-${entry.storage}`} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all">
                {entry.name}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{storageLabels[entry.storage]}</td>
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

/** The cookie policy: what the site stores (data/cookies.ts) and a way to change the choice. */
export function CookiePolicyPage() {
  const title = "Cookie Policy";
  usePageMeta({
    title,
    description:
      "The cookies and browser storage this website uses, what each is for and how long it lasts, and how to change your analytics choice.",
    path: paths.cookies,
    breadcrumbs: [{ name: title, path: paths.cookies }],
  });
  const essential = storageEntries.filter((entry) => entry.category === "essential");
  const analytics = storageEntries.filter((entry) => entry.category === "analytics");
  const sections: (LegalSection & { body?: ReactNode })[] = [
    cookiesExplained,
    {
      id: "essential",
      heading: "Essential storage",
      paragraphs: [],
      body: (
        <>
          <p>
            These keep the site working and remember the choices you make. They hold no analytics or
            advertising identifiers and cannot be switched off here.
          </p>
          <StorageTable entries={essential} />
        </>
      ),
    },
    {
      id: "analytics",
      heading: "Analytics",
      paragraphs: [],
      body: (
        <>
          <p>
            Only if you accept analytics do we load PostHog, which counts visits and the buttons
            people use, so we can see which pages help travellers plan. If you reject, it is never
            loaded and nothing is stored.
          </p>
          <StorageTable entries={analytics} />
        </>
      ),
    },
    {
      id: "your-choice",
      heading: "Changing your choice",
      paragraphs: [],
      body: (
        <>
          <p>
            You can accept or reject analytics at any time. Rejecting stops analytics straight away
            for this browser.
          </p>
          <Button variant="outline" onClick={openConsentSettings} className="self-start">
            Change cookie settings
          </Button>
        </>
      ),
    },
    managingCookies,
  ];
  return <LegalArticle title={title} intro={cookiePolicyIntro} sections={sections} />;
}
