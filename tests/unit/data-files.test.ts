import { describe, expect, it } from "vitest";
import { dataModule } from "../../scripts/lib/data-files";

/** The default export of a module's source, as a browser or Node evaluates it. */
async function evaluate(source: string): Promise<unknown> {
  const url = `data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`;
  return ((await import(/* @vite-ignore */ url)) as { default: unknown }).default;
}

describe("the content's data as a module of its own", () => {
  it("exports the data as it was, whatever characters its texts hold", async () => {
    const data = {
      title: "Kenya's `big five` and ${price}",
      path: "C:\\safari\\n",
      quote: 'The "Great Migration"',
      lines: "Day 1\nDay 2\u2028",
      chinese: "阿鲁沙出发 · 肯尼亚",
      price: 3517,
      days: [{ dayNumber: 1, accommodation: null }],
    };
    expect(await evaluate(dataModule(JSON.stringify(data, null, 2)))).toEqual(data);
  });

  it("writes the JSON without its indentation", () => {
    expect(dataModule('{\n  "a": [1, 2]\n}')).toBe('export default JSON.parse(`{"a":[1,2]}`);\n');
  });
});
