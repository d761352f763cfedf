import { Link } from "wouter";
import { compareMessages } from "#messages/compare";
import { Button, buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { locale } from "../i18n/current-locale";
import { fill, plural } from "../i18n/format";
import { compareHref } from "../paths";
import { compareLimit } from "../tour-compare";

const copy = compareMessages.tray;

/**
 * The tour list's comparison bar: how many tours are ticked, and the way to the comparison once
 * there are two. It stays in view at the foot of the list while the traveller scrolls.
 */
export function CompareTray({ chosen, onClear }: { chosen: string[]; onClear: () => void }) {
  return (
    <section
      aria-label={copy.label}
      hidden={chosen.length === 0}
      className="sticky bottom-4 z-30 ml-16 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-lifted sm:ml-auto sm:w-fit sm:min-w-[28rem] print:hidden"
    >
      <p role="status" className="text-sm font-medium">
        {chosen.length > 0
          ? fill(plural(copy.count, chosen.length, locale), {
              count: chosen.length,
              limit: compareLimit,
            })
          : ""}
        {chosen.length === 1 ? (
          <span className="block text-muted-foreground">{copy.more}</span>
        ) : null}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          {copy.clear}
        </Button>
        {chosen.length >= 2 ? (
          <Link href={compareHref(chosen)} className={buttonVariants({ size: "sm" })}>
            <Icon name="columns-3" aria-hidden />
            {copy.open}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
