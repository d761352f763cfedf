import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { navMessages as nav } from "#messages/nav";
import { notFoundMessages } from "#messages/not-found";
import { buttonVariants } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { paths } from "../paths";
import { useHttpStatus, usePageMeta } from "../seo/page-meta";

const copy = notFoundMessages;

const onwardLinks = [
  { href: paths.tours, label: nav.tours },
  { href: paths.gallery, label: nav.gallery },
  { href: paths.contact, label: nav.contact },
];

/** Any path no route knows, prerendered as dist/404.html. */
export function NotFoundPage() {
  const [location] = useLocation();
  useHttpStatus(404);
  usePageMeta({ ...copy.meta, noIndex: true });

  useEffect(() => {
    console.warn(`Page not found: ${location}`);
  }, [location]);

  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center gap-6 px-5 py-20 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon name="compass" aria-hidden className="size-8" />
      </span>
      <p className="font-display text-7xl font-semibold tracking-tight text-primary sm:text-8xl">
        404
      </p>
      <h1 id="not-found-title" className="font-display text-3xl font-semibold sm:text-4xl">
        {copy.title}
      </h1>
      <p className="max-w-md text-lg leading-relaxed text-muted-foreground">{copy.text}</p>
      <Link href={paths.home} className={buttonVariants({ size: "lg" })}>
        <Icon name="arrow-left" aria-hidden />
        {copy.home}
      </Link>
      <nav aria-label={copy.popularPages}>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-base">
          {onwardLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={buttonVariants({ variant: "link" })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
