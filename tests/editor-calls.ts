/**
 * Every call of the content editor's backend (server/content/routes.ts), with parameters it
 * would accept from an operator for the entry at `entryPath`: the calls that the tests of who
 * may call it (integration, hostile input, the one machine through Caddy) each make.
 */
export function everyEditorCall(entryPath: string): Array<[string, Record<string, unknown>]> {
  return [
    ["info", {}],
    ["entriesByFolder", { folder: "content/tours", extension: "yaml", depth: 1 }],
    ["entriesByFiles", { files: [{ path: entryPath }] }],
    ["getEntry", { path: entryPath }],
    ["persistEntry", { dataFiles: [{ path: entryPath, raw: "en: {}\n" }], assets: [] }],
    ["getMedia", { mediaFolder: "images" }],
    ["getMediaFile", { path: "images/leopard-tree.jpg" }],
    ["persistMedia", { asset: { path: "images/x.png", content: "", encoding: "base64" } }],
    ["deleteFile", { path: entryPath }],
    ["deleteFiles", { paths: [entryPath] }],
    ["getDeployPreview", {}],
    ["history", { path: entryPath }],
    ["restore", { path: entryPath, commit: "0".repeat(40) }],
  ];
}
