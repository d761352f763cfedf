import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col gap-5 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-soft",
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn("flex flex-col gap-1.5 px-6", className)}
      {...props}
    />
  );
}

function CardTitle({
  as: Heading = "h3",
  className,
  ...props
}: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-display text-xl leading-snug font-semibold", className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center gap-3 px-6", className)}
      {...props}
    />
  );
}

const cardGridVariants = cva("grid gap-6 sm:grid-cols-2", {
  variants: { columns: { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } },
  defaultVariants: { columns: 3 },
});

/** A list of cards: one column on phones, two from sm, `columns` from lg. Each card in an `<li>`. */
function CardGrid({
  columns,
  className,
  ...props
}: React.ComponentProps<"ul"> & VariantProps<typeof cardGridVariants>) {
  return (
    <ul data-slot="card-grid" className={cn(cardGridVariants({ columns }), className)} {...props} />
  );
}

export { Card, CardContent, CardDescription, CardFooter, CardGrid, CardHeader, CardTitle };
