/** The part of js-yaml (v4) the content loader uses; the package ships no types of its own. */
declare module "js-yaml" {
  type DumpOptions = { lineWidth?: number; noRefs?: boolean; quotingType?: "'" | '"' };
  const yaml: {
    load(text: string): unknown;
    dump(value: unknown, options?: DumpOptions): string;
  };
  export default yaml;
}
