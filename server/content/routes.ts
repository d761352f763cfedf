import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import path from "node:path";
import yaml from "js-yaml";
import { formatContentFile } from "../../data/content/load";
import {
  collections,
  isPageCollection,
  validateContent,
  type Collection,
} from "../../data/content/schema";
import {
  listFiles,
  readIfPresent,
  RefusedPath,
  removeIfPresent,
  resolveFolder,
  resolveInside,
  sha256,
  writeWhole,
} from "./files";
import { changedTranslationSources, recordTranslationSources } from "./sources";

/**
 * The editor's local backend: Decap CMS's proxy protocol (as decap-server's local file system
 * mode speaks it, one POST with an action and its parameters), over the checkout's own files.
 * It reaches content/ and the image pipeline's sources (images/) and nothing else, answers only
 * this machine, and writes an entry only when the content schema accepts it.
 */

/** Where the editor (admin/, local_backend.url) finds this backend. */
export const contentApiPath = "/admin/api/v1";

const contentFolder = "content";
/** The image pipeline's sources (scripts/images.ts): a photo named like a catalogue image. */
export const mediaFolder = "images";
const entryExtensions = [".yaml"] as const;
const mediaExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;

/** A photo, as base64 in JSON: about 9 MB of JPEG. An entry's text is far smaller. */
const bodyLimit = 12 * 1024 * 1024;
const entryLimit = 512 * 1024;
const filesPerRequest = 500;

type Params = Record<string, unknown>;
type DataFile = { path?: unknown; raw?: unknown; newPath?: unknown };
type Asset = { path?: unknown; content?: unknown; encoding?: unknown };

/** The collections kept one entry a file (content/<collection>/<id>.yaml), which the editor edits. */
function isCollection(name: string): name is Collection {
  return Object.hasOwn(collections, name);
}

class Refused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const localHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Only a browser on this machine, on a page of this server: the backend has no sign-in, so a
 * peer on the network, another site's page (Origin) or a rebound name (Host) is refused.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const host = request.headers.host ?? "";
  const origin = request.headers.origin;
  return (
    loopback.has(request.socket.remoteAddress ?? "") &&
    localHost.test(host) &&
    (origin === undefined || origin === `http://${host}` || origin === `https://${host}`)
  );
}

function array(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw new Refused(`"${name}" must be a list`);
  if (value.length > filesPerRequest) throw new Refused(`At most ${filesPerRequest} ${name}`);
  return value;
}

/** The collection and entry id of an entry's path: content/<collection>/<id>.yaml. */
function entryOf(relative: string): { collection: string; id: string } {
  const match = /^content\/([a-z][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)\.yaml$/.exec(relative);
  if (!match) {
    throw new Refused(
      `${relative}: an entry is content/<collection>/<id>.yaml, the id in lower case letters, digits and dashes`,
    );
  }
  return { collection: match[1]!, id: match[2]! };
}

/**
 * The collection and entry id of a file: content/<collection>/<id>.yaml, or a page file, a
 * collection of its own with no entry id (content/pages/about.yaml is `pages/about`,
 * content/partners.yaml is `partners`).
 */
function collectionOf(relative: string): { collection: string; id: string } {
  const page = /^content\/([a-z0-9/-]+)\.yaml$/.exec(relative)?.[1];
  return page && isPageCollection(page) ? { collection: page, id: "" } : entryOf(relative);
}

/**
 * How many characters `value` holds at least once written out (its keys and texts), counted up
 * to just past `limit`. YAML's anchors and aliases let a few bytes stand for a text many times
 * over; a list or mapping that stands in two places is such an alias, which no entry needs and
 * which could stand for exponentially many: refused.
 */
function writtenLength(value: unknown, limit: number, where: string): number {
  const seen = new Set<object>();
  let length = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && length <= limit) {
    const next = pending.pop();
    if (typeof next === "string") length += next.length;
    else if (typeof next === "object" && next !== null) {
      if (seen.has(next)) {
        throw new Refused(
          `${where}: a list or mapping is repeated by a YAML alias (*); write each one out`,
        );
      }
      seen.add(next);
      for (const [key, item] of Object.entries(next)) {
        length += key.length;
        pending.push(item);
      }
    } else length += String(next).length;
  }
  return length;
}

const tooLarge = (where: string) =>
  new Refused(
    `${where}: the entry would write more than ${entryLimit / 1024} KB to its file, the most an entry may hold`,
    413,
  );

function base64(value: unknown, name: string): Buffer {
  if (typeof value !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
    throw new Refused(`${name}: the content must be base64`);
  }
  return Buffer.from(value, "base64");
}

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString("latin1");

/** Each photo format the image pipeline reads, by its extensions and how its files begin. */
const imageFormats = [
  {
    name: "JPEG",
    extensions: [".jpg", ".jpeg"],
    is: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    name: "PNG",
    extensions: [".png"],
    is: (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from("\x89PNG\r\n\x1a\n", "latin1")),
  },
  {
    name: "WebP",
    extensions: [".webp"],
    is: (bytes: Buffer) => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP",
  },
  {
    name: "AVIF",
    extensions: [".avif"],
    is: (bytes: Buffer) => ascii(bytes, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(bytes, 8, 12)),
  },
] as const;

/**
 * An upload's bytes, once they are the image its name says: the pipeline's sources become the
 * site's photos, and a page or a script named .jpg is none.
 */
function imageUpload(relative: unknown, content: unknown): Buffer {
  const bytes = base64(content, String(relative));
  const name = String(relative).toLowerCase();
  const format = imageFormats.find((candidate) =>
    candidate.extensions.some((extension) => name.endsWith(extension)),
  );
  if (format && !format.is(bytes)) {
    throw new Refused(`${String(relative)}: the file is not a ${format.name} image`, 415);
  }
  return bytes;
}

export async function contentRoutes(app: FastifyInstance, { root }: { root: string }) {
  const entryPath = (relative: unknown) =>
    resolveInside(root, contentFolder, relative, entryExtensions);
  const mediaPath = (relative: unknown) =>
    resolveInside(root, mediaFolder, relative, mediaExtensions);

  const readEntry = async (relative: unknown, label?: unknown) => {
    const content = await readIfPresent(entryPath(relative));
    const file = { path: relative, label, id: content ? sha256(content) : null };
    return { data: content ? content.toString("utf8") : null, file };
  };

  const readMedia = async (relative: string) => {
    const content = await readIfPresent(mediaPath(relative));
    if (!content) throw new Refused(`${relative}: no such file`, 404);
    return {
      id: sha256(content),
      content: content.toString("base64"),
      encoding: "base64",
      path: relative,
      name: path.posix.basename(relative),
    };
  };

  /** Parses and checks every file of a save before any is written: all of them, or none. */
  const checkEntry = async (dataFile: DataFile) => {
    const target = typeof dataFile.newPath === "string" ? dataFile.newPath : dataFile.path;
    const file = entryPath(target);
    if (typeof dataFile.raw !== "string") throw new Refused(`${String(target)}: no content`);
    if (Buffer.byteLength(dataFile.raw) > entryLimit) {
      throw new Refused(`${String(target)}: an entry may be at most ${entryLimit / 1024} KB`, 413);
    }
    const relative = target as string;
    const { collection, id } = collectionOf(relative);
    if (!isCollection(collection)) throw new Refused(`${relative}: no collection "${collection}"`);
    let data: unknown;
    try {
      data = yaml.load(dataFile.raw);
    } catch (error) {
      throw new Refused(`${relative}: not YAML (${(error as Error).message})`);
    }
    // What is written is checked, not only what was sent: aliases and the layout's indentation
    // make the file larger than the request.
    if (writtenLength(data, entryLimit, relative) > entryLimit) throw tooLarge(relative);
    const result = validateContent(collection, id, data);
    if (!result.ok) {
      throw new Refused(
        result.errors.map((e) => `${e.file}: ${e.field || "(the file)"}: ${e.message}`).join("; "),
      );
    }
    const before = await readIfPresent(file);
    const sources = changedTranslationSources(
      collection,
      id,
      before ? yaml.load(before.toString("utf8")) : undefined,
      data,
    );
    const text = formatContentFile(data);
    if (Buffer.byteLength(text) > entryLimit) throw tooLarge(relative);
    const moveFrom = dataFile.newPath === undefined ? null : entryPath(dataFile.path);
    return { file, text, sources, moveFrom };
  };

  const actions: Record<string, (params: Params) => Promise<unknown>> = {
    info: async () => ({ repo: path.basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFolder: async ({ folder, extension, depth }) => {
      if (extension !== "yaml" && extension !== ".yaml") {
        throw new Refused("Entries are .yaml files");
      }
      const dir = resolveFolder(root, contentFolder, folder);
      const levels = Math.min(Math.max(Number(depth) || 1, 1), 3);
      const files = await listFiles(root, dir, ".yaml", levels);
      return Promise.all(files.map((file) => readEntry(file)));
    },
    entriesByFiles: async ({ files }) =>
      Promise.all(
        array(files, "files").map((file) => {
          const { path: relative, label } = (file ?? {}) as { path?: unknown; label?: unknown };
          return readEntry(relative, label);
        }),
      ),
    getEntry: async ({ path: relative }) => readEntry(relative),
    persistEntry: async ({ entry, dataFiles, assets }) => {
      const files = dataFiles === undefined ? [entry] : array(dataFiles, "dataFiles");
      const checked = await Promise.all(files.map((file) => checkEntry((file ?? {}) as DataFile)));
      const media = array(assets ?? [], "assets").map((asset) => {
        const { path: relative, content } = (asset ?? {}) as Asset;
        return { file: mediaPath(relative), content: imageUpload(relative, content) };
      });
      for (const { file, content } of media) await writeWhole(file, content);
      for (const { file, text, sources, moveFrom } of checked) {
        // In the content's own layout (data/content/load.ts), not Decap's: a save changes the
        // lines it edits, and the file stays as the formatter keeps it.
        await writeWhole(file, text);
        if (moveFrom && moveFrom !== file) await removeIfPresent(moveFrom);
        await recordTranslationSources(root, sources);
      }
      return { message: "entry persisted" };
    },
    getMedia: async ({ mediaFolder: folder }) => {
      const dir = resolveFolder(root, mediaFolder, folder);
      const files = (await listFiles(root, dir, "", 1)).filter((file) =>
        mediaExtensions.some((extension) => file.toLowerCase().endsWith(extension)),
      );
      return Promise.all(files.map(readMedia));
    },
    getMediaFile: async ({ path: relative }) => readMedia(String(relative)),
    persistMedia: async ({ asset }) => {
      const { path: relative, content } = (asset ?? {}) as Asset;
      const file = mediaPath(relative);
      await writeWhole(file, imageUpload(relative, content));
      return readMedia(relative as string);
    },
    deleteFile: async ({ path: relative }) => {
      await removeIfPresent(deletable(relative));
      return { message: `deleted file ${String(relative)}` };
    },
    deleteFiles: async ({ paths }) => {
      const files = array(paths, "paths").map(deletable);
      for (const file of files) await removeIfPresent(file);
      return { message: `deleted ${files.length} files` };
    },
    getDeployPreview: async () => null,
  };

  const deletable = (relative: unknown) =>
    typeof relative === "string" && relative.startsWith(`${mediaFolder}/`)
      ? mediaPath(relative)
      : entryPath(relative);

  app.post<{ Body: { action: string; params?: Params } }>(contentApiPath, {
    bodyLimit,
    schema: {
      body: {
        type: "object",
        required: ["action"],
        properties: {
          action: { type: "string", maxLength: 40 },
          params: { type: "object" },
          branch: { type: "string", maxLength: 200 },
        },
      },
    },
    handler: async (
      request: FastifyRequest<{ Body: { action: string; params?: Params } }>,
      reply: FastifyReply,
    ) => {
      if (!fromThisMachine(request)) {
        return reply.code(403).send({ error: "The editor's files are open to this machine only." });
      }
      const action = Object.hasOwn(actions, request.body.action)
        ? actions[request.body.action]
        : undefined;
      if (!action) return reply.code(422).send({ error: `Unknown action ${request.body.action}` });
      try {
        return await action(request.body.params ?? {});
      } catch (error) {
        if (error instanceof Refused)
          return reply.code(error.status).send({ error: error.message });
        if (error instanceof RefusedPath) return reply.code(400).send({ error: error.message });
        throw error;
      }
    },
  });
}
