import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for what they look for; their limit guards against a hang, and a
// busy machine may take seconds to render what an idle one renders at once (the default is 1 s).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});
