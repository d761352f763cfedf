// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentEntry } from "../../site/content-data";

/** The page's list of its own content files, naming the language's list of every file. */
function pageListing(files: Record<string, string>) {
  document.body.innerHTML = `<script type="application/json" id="content-files" data-all="/de/content-files.json">${JSON.stringify(files)}</script>`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the content a page does not list", () => {
  it("is looked up in the language's list, which is asked for again after a refusal", async () => {
    pageListing({});
    const fetch = vi
      .fn<(address: string) => Promise<Response>>()
      .mockResolvedValueOnce(new Response("Service Unavailable", { status: 503 }))
      .mockResolvedValueOnce(Response.json({}));
    vi.stubGlobal("fetch", fetch);

    await expect(contentEntry("tour-reviews", "amboseli")).rejects.toThrow(
      "/de/content-files.json answered 503.",
    );
    await expect(contentEntry("tour-reviews", "amboseli")).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([address]) => address)).toEqual([
      "/de/content-files.json",
      "/de/content-files.json",
    ]);
  });
});
