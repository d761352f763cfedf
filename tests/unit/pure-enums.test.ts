import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { pureEnums } from "../../scripts/lib/pure-enums";

const appwriteSdk = /[\\/]node_modules[\\/]appwrite[\\/]dist[\\/]esm[\\/]sdk\.js$/;

/** Bundles a module that imports one enum from the Appwrite SDK, as the site's build would. */
async function bundleOneEnum(withPureEnums: boolean): Promise<string> {
  const entry = "\0one-enum";
  const result = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "one-enum",
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? 'export { ExecutionMethod } from "appwrite";' : null),
      },
      ...(withPureEnums ? [pureEnums(appwriteSdk)] : []),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: "strict",
        output: { format: "es" },
      },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = output?.output.find((file) => file.type === "chunk");
  if (!chunk) throw new Error("The build made no chunk");
  return chunk.code;
}

describe("pureEnums", () => {
  it("leaves the SDK's unused enums out of the bundle, which keeps them without it", async () => {
    const [plain, pure] = await Promise.all([bundleOneEnum(false), bundleOneEnum(true)]);
    for (const unused of ["africa/abidjan", "UnitedArabEmirates", "AmericanExpress"]) {
      expect(plain).toContain(unused);
      expect(pure).not.toContain(unused);
    }
  });

  it("keeps the enum a module imports, with the same members", async () => {
    const pure = await bundleOneEnum(true);
    const { ExecutionMethod } = (await import(
      `data:text/javascript;base64,${Buffer.from(pure).toString("base64")}`
    )) as { ExecutionMethod: Record<string, string> };
    const sdk = (await import("appwrite")) as { ExecutionMethod: Record<string, string> };
    expect(ExecutionMethod).toEqual(sdk.ExecutionMethod);
    expect(ExecutionMethod.POST).toBe("POST");
  });
});
