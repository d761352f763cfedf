import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { KitProvider, type KitMessages } from "../../ui/kit-provider";

/** Every component family's English copy: the site's kit.ts and kit-<family>.ts together. */
const kitMessages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, Partial<KitMessages>>>("../../site/messages/en/kit*.ts", {
      eager: true,
    }),
  ).flatMap((module) => Object.values(module)),
) as KitMessages;

/** The kit's English copy and locale, as the site gives them; links are plain anchors. */
function Kit({ children }: { children: ReactNode }) {
  return (
    <KitProvider messages={kitMessages} locale="en-US">
      {children}
    </KitProvider>
  );
}

function renderWithKit(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: Kit, ...options });
}

export { Kit, kitMessages, renderWithKit };
