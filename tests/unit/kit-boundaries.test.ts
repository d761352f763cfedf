import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

import { paths } from "../../site/paths";

const root = join(import.meta.dirname, "..", "..");
const siteDir = join(root, "site");

function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mdx)$/.test(file) && !skip.some((part) => file.startsWith(part)))
    .map((file) => join(dir, file));
}

/** The first segment of every route of the site: "/about", "/safari-tours", "/#faq"… */
const siteRoutes = [
  ...new Set(
    Object.values(paths)
      .map((path) => (typeof path === "function" ? path("slug") : path))
      .map((path) => /^\/[^/?]*/.exec(path)?.[0] ?? path)
      .filter((path) => path !== "/"),
  ),
];

/** A route as a string of its own, or the start of one: '/contact', "/safari-tours/…", `/tours?…`. */
function routePattern(route: string) {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`["'\`]${escaped}(?=["'\`/?#])`);
}

describe("the kit's boundaries", () => {
  it("knows the site's routes to look for", () => {
    expect(siteRoutes).toEqual(expect.arrayContaining(["/safari-tours", "/contact", "/about"]));
  });

  it("names no page of the site in ui/: the caller passes the links", () => {
    const found = sourceFiles(join(root, "ui"), ["generated"]).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return siteRoutes
        .filter((route) => routePattern(route).test(text))
        .map((route) => `${relative(root, file)}: ${route}`);
    });
    expect(found).toEqual([]);
  });

  it("has no story that imports from site/", () => {
    const found = sourceFiles(join(root, "stories")).flatMap((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      return importedFiles
        .filter(({ fileName }) => fileName.startsWith("."))
        .filter(
          ({ fileName }) => !relative(siteDir, resolve(dirname(file), fileName)).startsWith(".."),
        )
        .map(({ fileName }) => `${relative(root, file)}: ${fileName}`);
    });
    expect(found).toEqual([]);
  });
});
