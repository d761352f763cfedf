import { useState } from "react";

/** Reads a CSS variable from the live stylesheet, so the page always shows what ships. */
function useCssVariable(name: string): string {
  const [value] = useState(() =>
    getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
  );
  return value;
}

type ColorToken = { name: string; foreground?: string; use: string };

const colorGroups: Array<{ title: string; tokens: ColorToken[] }> = [
  {
    title: "Grounds and ink",
    tokens: [
      { name: "--background", foreground: "--foreground", use: "Page ground (bone) and text" },
      { name: "--card", foreground: "--card-foreground", use: "Cards, panels, inputs" },
      { name: "--muted", foreground: "--muted-foreground", use: "Quiet blocks, secondary text" },
      { name: "--accent", foreground: "--accent-foreground", use: "Hover grounds, neutral pills" },
      { name: "--border", use: "Thin borders and rules" },
      { name: "--input", use: "Form control borders" },
    ],
  },
  {
    title: "Actions",
    tokens: [
      {
        name: "--primary",
        foreground: "--primary-foreground",
        use: "Ochre: the one call to action",
      },
      { name: "--primary-soft", foreground: "--primary-soft-foreground", use: "Ochre pills" },
      { name: "--secondary", foreground: "--secondary-foreground", use: "Acacia: second accent" },
      {
        name: "--secondary-soft",
        foreground: "--secondary-soft-foreground",
        use: "Highlights, best value, success",
      },
      { name: "--destructive-soft", foreground: "--destructive", use: "Errors" },
      { name: "--ring", use: "Focus outline" },
    ],
  },
  {
    title: "Search result types",
    tokens: [
      { name: "--hit-tour", foreground: "--hit-tour-foreground", use: "Tour" },
      { name: "--hit-faq", foreground: "--hit-faq-foreground", use: "FAQ" },
      { name: "--hit-service", foreground: "--hit-service-foreground", use: "Service" },
      { name: "--hit-tip", foreground: "--hit-tip-foreground", use: "Travel tip" },
      {
        name: "--hit-destination",
        foreground: "--hit-destination-foreground",
        use: "Destination",
      },
      { name: "--hit-default", foreground: "--hit-default-foreground", use: "Anything else" },
    ],
  },
];

function Swatch({ token }: { token: ColorToken }) {
  const value = useCssVariable(token.name);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-card">
      <span
        className="flex h-16 items-end px-3 pb-2 text-sm font-medium"
        style={{
          background: `var(${token.name})`,
          color: token.foreground ? `var(${token.foreground})` : undefined,
        }}
      >
        {token.foreground ? "Aa Safari" : null}
      </span>
      <span className="flex flex-col gap-0.5 px-3 py-2 text-xs">
        <code className="font-mono text-foreground">{token.name}</code>
        <span className="text-muted-foreground">{token.use}</span>
        <span className="font-mono text-muted-foreground">{value}</span>
      </span>
    </li>
  );
}

function ColorSwatches() {
  return (
    <div className="flex flex-col gap-6">
      {colorGroups.map((group) => (
        <section key={group.title} className="flex flex-col gap-3">
          <h3 className="font-display text-lg font-semibold">{group.title}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {group.tokens.map((token) => (
              <Swatch key={token.name} token={token} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const typeSteps = [
  { label: "Display · font-display text-display", className: "font-display text-display" },
  { label: "Page title · font-display text-5xl", className: "font-display text-5xl font-semibold" },
  { label: "Section · font-display text-4xl", className: "font-display text-4xl font-semibold" },
  { label: "Card title · font-display text-xl", className: "font-display text-xl font-semibold" },
  { label: "Lead · text-lg", className: "text-lg" },
  { label: "Body · text-base", className: "text-base" },
  { label: "Small · text-sm", className: "text-sm" },
  {
    label: "Eyebrow · text-xs uppercase",
    className: "text-xs font-semibold tracking-[0.18em] uppercase",
  },
];

function TypeScale() {
  return (
    <ul className="flex flex-col gap-5">
      {typeSteps.map((step) => (
        <li key={step.label} className="flex flex-col gap-1 border-b border-border pb-4">
          <span className="text-xs text-muted-foreground">{step.label}</span>
          <span className={step.className}>Into the Masai Mara</span>
        </li>
      ))}
      <li className="flex flex-col gap-1">
        <span className="text-xs text-muted-foreground">Prices · tabular-nums</span>
        <span className="text-2xl font-semibold tabular-nums">$3,517 · $12,182 · $607</span>
      </li>
    </ul>
  );
}

const spacingSteps = [
  { name: "1", className: "w-1" },
  { name: "2", className: "w-2" },
  { name: "3", className: "w-3" },
  { name: "4", className: "w-4" },
  { name: "5", className: "w-5" },
  { name: "6", className: "w-6" },
  { name: "8", className: "w-8" },
  { name: "12", className: "w-12" },
  { name: "16", className: "w-16" },
  { name: "24", className: "w-24" },
];

function SpacingScale() {
  return (
    <ul className="flex flex-col gap-2">
      {spacingSteps.map((step) => (
        <li key={step.name} className="flex items-center gap-4 text-sm">
          <code className="w-8 font-mono text-muted-foreground">{step.name}</code>
          <span className={`${step.className} h-3 rounded-sm bg-secondary`} />
          <span className="text-muted-foreground">{Number(step.name) * 4} px</span>
        </li>
      ))}
    </ul>
  );
}

const radii = [
  { name: "rounded-sm", use: "Small marks, focus", className: "rounded-sm" },
  { name: "rounded-md", use: "Inputs, thumbnails", className: "rounded-md" },
  { name: "rounded-lg", use: "Inner blocks", className: "rounded-lg" },
  { name: "rounded-xl", use: "Cards, panels", className: "rounded-xl" },
  { name: "rounded-full", use: "Buttons, pills", className: "rounded-full" },
];

function Radii() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {radii.map((radius) => (
        <li key={radius.name} className="flex flex-col gap-2 text-xs">
          <span className={`${radius.className} h-16 border border-input bg-accent`} />
          <code className="font-mono">{radius.name}</code>
          <span className="text-muted-foreground">{radius.use}</span>
        </li>
      ))}
    </ul>
  );
}

const durations = [
  { name: "--duration-short", use: "Hover, focus, small state changes" },
  { name: "--duration-medium", use: "Panels appearing, placeholders fading" },
  { name: "--duration-crossfade", use: "The hero's slow crossfade" },
];

function MotionDuration({ name, use }: { name: string; use: string }) {
  const value = useCssVariable(name);
  return (
    <li className="flex items-baseline justify-between gap-4 border-b border-border py-2 text-sm">
      <code className="font-mono">{name}</code>
      <span className="flex-1 text-muted-foreground">{use}</span>
      <span className="font-mono tabular-nums">{value}</span>
    </li>
  );
}

function MotionDurations() {
  return (
    <ul className="flex flex-col">
      {durations.map((duration) => (
        <MotionDuration key={duration.name} {...duration} />
      ))}
    </ul>
  );
}

export { ColorSwatches, MotionDurations, Radii, SpacingScale, TypeScale };
