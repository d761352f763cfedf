import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { kitMessages } from "../../site/messages/en/kit";
import { KitProvider } from "../../ui/kit-provider";

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

export { Kit, renderWithKit };
