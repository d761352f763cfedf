import type { StorybookConfig } from "@storybook/react-vite";
import { fontPreloadLinks } from "../ui/font-files.ts";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
  previewHead: (head) => `${head}\n    ${fontPreloadLinks()}`,
  typescript: { reactDocgen: "react-docgen-typescript" },
};

export default config;
