import { useId } from "react";
import type * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { KitLink, useKitCopy } from "./kit-provider";

/**
 * The analytics consent notice: a landmark region, not a modal, so the page stays usable and
 * the keyboard reaches it in document order. Accept and Reject look exactly alike, so neither
 * choice is nudged. Each button names its choice (`data-consent-choice`), which lets a page
 * answer a click before its own script has run.
 */
function ConsentBanner({
  title,
  message,
  acceptLabel,
  rejectLabel,
  policyHref,
  policyLabel,
  status,
  onAccept,
  onReject,
  className,
  ...props
}: Omit<React.ComponentProps<"section">, "title"> & {
  title?: string;
  message?: React.ReactNode;
  acceptLabel?: string;
  rejectLabel?: string;
  /** The cookie policy's page. */
  policyHref: string;
  policyLabel?: string;
  /** The current choice, when the visitor reopens the banner to change it. */
  status?: React.ReactNode;
  onAccept: () => void;
  onReject: () => void;
}) {
  const titleId = useId();
  const copy = useKitCopy("consentBanner");
  return (
    <section
      data-slot="consent-banner"
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-soft sm:flex-row sm:items-end sm:gap-6",
        className,
      )}
      {...props}
    >
      <div data-slot="consent-banner-text" className="flex flex-1 gap-3">
        <Icon name="cookie" aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {title ?? copy.title}
          </h2>
          <p className="text-sm text-muted-foreground">{message ?? copy.message}</p>
          {status ? (
            <p data-slot="consent-banner-status" className="text-sm font-medium">
              {status}
            </p>
          ) : null}
          <KitLink
            data-slot="consent-banner-policy"
            href={policyHref}
            className="w-fit rounded-sm text-sm text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {policyLabel ?? copy.policy}
          </KitLink>
        </div>
      </div>
      <div data-slot="consent-banner-actions" className="flex shrink-0 gap-3">
        <Button
          variant="outline"
          className="grow basis-0 sm:grow-0 sm:basis-auto"
          data-consent-choice="denied"
          onClick={onReject}
        >
          {rejectLabel ?? copy.reject}
        </Button>
        <Button
          variant="outline"
          className="grow basis-0 sm:grow-0 sm:basis-auto"
          data-consent-choice="granted"
          onClick={onAccept}
        >
          {acceptLabel ?? copy.accept}
        </Button>
      </div>
    </section>
  );
}

export { ConsentBanner };
