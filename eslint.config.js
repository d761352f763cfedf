import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "storybook-static",
      ".cache",
      "public",
      "data/generated",
      ".data",
      "bench-results",
      "test-results",
      "test-results-hosted",
      "functions/*/src/main.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No module reaches itself through others' imports. A dynamic import() is let through: the
      // route table imports each page that way, and every page imports `paths`, which the route
      // table gives; a module imported so runs when it is asked for, after all it imports has.
      "import-x/no-cycle": [
        "error",
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Layers import one way: site → ui, data; server → data; stories → ui, data; the kit and the data
      // stand alone.
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./ui",
              from: "./site",
              message: "ui/ never imports from site/: the site passes the kit what it needs.",
            },
            {
              target: "./ui",
              from: "./data",
              message: "ui/ takes data through props, in shapes it declares itself.",
            },
            {
              target: "./ui",
              from: "./locales",
              message: "ui/ takes its texts from KitProvider's messages.",
            },
            {
              target: "./ui",
              from: "./node_modules/wouter",
              message:
                "ui/ knows no router: links come from KitProvider's `link` or through asChild.",
            },
            {
              target: "./stories",
              from: "./site",
              message:
                "stories/ import the kit and story fixtures, never site/: the kit must stand without the site.",
            },
            {
              target: "./data",
              from: ["./ui", "./site"],
              message: "data/ holds content and rules: it imports nothing of ui/ or site/.",
            },
            {
              target: "./data/domain",
              from: "./data/content",
              except: ["./types.ts"],
              message:
                "data/domain/ holds the rules, contracts and languages: of the content it knows the entries' types alone.",
            },
            {
              target: ["./site", "./ui", "./data", "./server", "./stories"],
              from: "./desk",
              message:
                "desk/ is the operator's app of its own: nothing of it reaches a traveller's page.",
            },
            {
              target: "./desk",
              from: "./site",
              message:
                "desk/ is an app of its own: what it shares with the site lives in data/ or ui/.",
            },
            {
              target: "./server",
              from: "./site",
              // The CSP allows the pages' one inline script by the hash of its exact text; a form
              // posted without script is answered in the words the script shows, by their ids.
              except: ["./head-script.ts", "./messages"],
              message: "server/ imports data/, never site/.",
            },
            {
              target: "./server",
              from: "./scripts",
              message:
                "server/ runs in production on its own: what it shares with the build scripts lives in server/ or data/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='waitFor'][arguments.length=1]",
          message:
            "vi.waitFor gives up after 1 s unless told, and a busy machine can take longer: give it a timeout as a guard against a hang, or use @testing-library/react's waitFor, whose limit tests/unit/setup.ts sets.",
        },
      ],
    },
  },
  {
    // A component, a hook or a page a newcomer can read at once: longer ones split into hooks and
    // sections.
    files: ["desk/**/*.{ts,tsx}", "site/**/*.{ts,tsx}", "ui/**/*.{ts,tsx}"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
);
