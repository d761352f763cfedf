import type { ReactNode } from "react";
import { SectionHeading } from "../../ui/section-heading";

/** The opening band of an inner page: eyebrow, the page's h1 and a sentence or two. */
export function PageIntro({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-12 sm:px-8 sm:py-16 lg:py-20">
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} description={description} />
        {children}
      </div>
    </div>
  );
}
