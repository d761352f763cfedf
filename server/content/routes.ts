import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import path from "node:path";
import yaml from "js-yaml";
import { formatContentFile } from "../../data/content/load";
import {
  collections,
  deskOnlyCollections,
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
import { gitObject, Refused, type Action, type DataFile, type Params } from "./action";
import { changedFields, mergeByPart } from "./changes";
import { historyActions } from "./history";
import { imageUpload, strictImageUpload } from "./uploads";
import type { CommittedEdits, Edit } from "./commits";
import { EditorRefusal, type Operator } from "./operators";
import { blobId } from "./repository";
import { changedTranslationSources, recordTranslationSources } from "./sources";

/**
 * The editor's backend: Decap CMS's proxy protocol (as decap-server's local file system mode
 * speaks it, one POST with an action and its parameters), over the checkout's own files. It
 * reaches content/ and the image pipeline's sources (images/) and nothing else, and writes an
 * entry only when the content schema accepts it. On `npm start` it answers only this machine,
 * with no sign-in; on a production server (`committed`) it answers the desk's operators, and
 * every save is a commit of theirs, published before it is answered.
 */

/** Where the editor (admin/server-backend.ts) finds this backend. */
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

type Asset = { path?: unknown; content?: unknown; encoding?: unknown };

/** The collections kept one entry a file (content/<collection>/<id>.yaml), which the editor edits. */
function isCollection(name: string): name is Collection {
  return Object.hasOwn(collections, name);
}

function isDeskOnly(collection: Collection): boolean {
  return (deskOnlyCollections as readonly Collection[]).includes(collection);
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

/** A production server's editing: who may call, and how a save is committed and published. */
export type CommittedEditing = {
  edits: CommittedEdits;
  /** The operator a request comes from, or an EditorRefusal (server/content/operators.ts). */
  guard: (request: FastifyRequest, reply: FastifyReply) => Operator;
  /** The largest photo an operator may upload, in bytes. */
  uploadLimit: number;
};

export async function contentRoutes(
  app: FastifyInstance,
  { root, committed }: { root: string; committed?: CommittedEditing },
) {
  const entryPath = (relative: unknown) =>
    resolveInside(root, contentFolder, relative, entryExtensions);
  const mediaPath = (relative: unknown) =>
    resolveInside(root, mediaFolder, relative, mediaExtensions);
  const versionOf = (content: Buffer) => (committed ? blobId(content) : sha256(content));

  const readEntry = async (relative: unknown, operator: Operator | null, label?: unknown) => {
    const content = await readIfPresent(entryPath(relative));
    const id = content ? versionOf(content) : null;
    if (committed && operator) committed.edits.loaded(operator, relative as string, id);
    const file = { path: relative, label, id };
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

  const upload = (asset: unknown) => {
    const { path: relative, content } = (asset ?? {}) as Asset;
    const file = mediaPath(relative);
    const bytes = committed
      ? strictImageUpload(relative, content, committed.uploadLimit)
      : imageUpload(relative, content);
    return { file, relative: relative as string, content: bytes };
  };

  /**
   * The save's data brought onto the entry as it is now, when the editor loaded an older version:
   * the languages only one side changed are taken from it; else a 409 that says who changed the
   * entry, when and which fields, and nothing is written.
   */
  const upToDate = async (
    edits: CommittedEdits,
    relative: string,
    { dataFile, operator }: { dataFile: DataFile; operator: Operator },
    current: { content: Buffer | null; data: unknown },
    data: unknown,
  ): Promise<unknown> => {
    const { version } = dataFile;
    if (version !== undefined && version !== null && !gitObject.test(String(version))) {
      throw new Refused(`${relative}: "version" must be the entry's id as it was loaded`, 400);
    }
    const loaded =
      version === undefined ? edits.versionLoaded(operator, relative) : (version as string | null);
    if (loaded === undefined || loaded === (current.content && blobId(current.content))) {
      return data;
    }
    const base = loaded === null ? null : await edits.repository.read(null, loaded);
    const merged = base ? mergeByPart(yaml.load(base.toString("utf8")), current.data, data) : null;
    if (merged !== null) return merged;
    const [last] = await edits.history(relative, 1);
    const who = last ? `${last.author.name} (${last.author.email})` : "Someone";
    const what = last && last.fields.length > 0 ? ` (${last.fields.join(", ")})` : "";
    throw new Refused(
      `${who} changed ${relative}${what} at ${last?.date ?? "a moment ago"}, after you opened it. ` +
        "Nothing was saved and your changes are still in the editor: copy them, reload the entry and make them again.",
      409,
      {
        changedBy: last?.author ?? null,
        changedAt: last?.date ?? null,
        fields: last?.fields ?? [],
      },
    );
  };

  /** Parses and checks every file of a save before any is written: all of them, or none. */
  const checkEntry = async (dataFile: DataFile, operator: Operator | null) => {
    const target = typeof dataFile.newPath === "string" ? dataFile.newPath : dataFile.path;
    const file = entryPath(target);
    if (typeof dataFile.raw !== "string") throw new Refused(`${String(target)}: no content`);
    if (Buffer.byteLength(dataFile.raw) > entryLimit) {
      throw new Refused(`${String(target)}: an entry may be at most ${entryLimit / 1024} KB`, 413);
    }
    const relative = target as string;
    const { collection, id } = collectionOf(relative);
    if (!isCollection(collection)) throw new Refused(`${relative}: no collection "${collection}"`);
    if (isDeskOnly(collection)) {
      throw new Refused(`${relative}: reviews are published and unpublished in the desk`);
    }
    let sent: unknown;
    try {
      sent = yaml.load(dataFile.raw);
    } catch (error) {
      throw new Refused(`${relative}: not YAML (${(error as Error).message})`);
    }
    // What is written is checked, not only what was sent: aliases and the layout's indentation
    // make the file larger than the request.
    if (writtenLength(sent, entryLimit, relative) > entryLimit) throw tooLarge(relative);
    const before = await readIfPresent(file);
    const current = {
      content: before,
      data: before ? yaml.load(before.toString("utf8")) : undefined,
    };
    const data =
      committed && operator
        ? await upToDate(committed.edits, relative, { dataFile, operator }, current, sent)
        : sent;
    const result = validateContent(collection, id, data);
    if (!result.ok) {
      throw new Refused(
        result.errors.map((e) => `${e.file}: ${e.field || "(the file)"}: ${e.message}`).join("; "),
      );
    }
    const sources = changedTranslationSources(collection, id, current.data, data);
    const text = formatContentFile(data);
    if (Buffer.byteLength(text) > entryLimit) throw tooLarge(relative);
    const moveFrom = dataFile.newPath === undefined ? null : entryPath(dataFile.path);
    // After a merge the editor holds its own version, not the one written: the next save of it
    // is checked against the entry as it stood before this one.
    const holds = {
      path: relative,
      version: data === sent ? blobId(Buffer.from(text)) : before && blobId(before),
    };
    const name = id ? `${collection}/${id}` : collection;
    return {
      file,
      text,
      sources,
      moveFrom,
      name,
      holds,
      fields: changedFields(current.data, data),
    };
  };

  type Checked = Awaited<ReturnType<typeof checkEntry>>;
  const writeEntries = async (checked: Checked[]) => {
    for (const { file, text, sources, moveFrom } of checked) {
      // In the content's own layout (data/content/load.ts), not Decap's: a save changes the
      // lines it edits, and the file stays as the formatter keeps it.
      await writeWhole(file, text);
      if (moveFrom && moveFrom !== file) await removeIfPresent(moveFrom);
      await recordTranslationSources(root, sources);
    }
  };

  const rewrite = async (dataFile: DataFile) => {
    const checked = await checkEntry(dataFile, null);
    await writeEntries([checked]);
    return checked;
  };

  /** Writes a save: on a production server as a commit of the operator's, published. */
  const save = async (operator: Operator | null, write: () => Promise<Edit>) => {
    if (committed && operator) return committed.edits.save(operator, write);
    await write();
    return { message: "entry persisted" };
  };

  const persistEntry: Action = async ({ entry, dataFiles, assets }, operator) => {
    const files = dataFiles === undefined ? [entry] : array(dataFiles, "dataFiles");
    return save(operator, async () => {
      const checked = await Promise.all(
        files.map((file) => checkEntry((file ?? {}) as DataFile, operator)),
      );
      const media = array(assets ?? [], "assets").map(upload);
      for (const { file, content } of media) await writeWhole(file, content);
      await writeEntries(checked);
      return {
        names: [...checked.map((one) => one.name), ...media.map((one) => one.relative)],
        fields: checked.flatMap((one) => one.fields),
        photos: media.length > 0,
        holds: checked.map((one) => one.holds),
      };
    });
  };

  const deleteFiles = async (operator: Operator | null, paths: unknown[]) => {
    const files = paths.map(deletable);
    await save(operator, async () => {
      for (const file of files) await removeIfPresent(file);
      return {
        names: paths.map((relative) => `${String(relative)} deleted`),
        fields: [],
        photos: paths.some((relative) => String(relative).startsWith(`${mediaFolder}/`)),
        holds: [],
      };
    });
    return files.length;
  };

  const actions: Record<string, Action> = {
    // On a production server the editor's page learns who is signed in from it (its top bar).
    info: async (_params, operator) => ({
      repo: path.basename(root),
      publish_modes: ["simple"],
      type: "local_fs",
      ...(operator ? { operator: { name: operator.name, email: operator.email } } : {}),
    }),
    entriesByFolder: async ({ folder, extension, depth }, operator) => {
      if (extension !== "yaml" && extension !== ".yaml") {
        throw new Refused("Entries are .yaml files");
      }
      const dir = resolveFolder(root, contentFolder, folder);
      const levels = Math.min(Math.max(Number(depth) || 1, 1), 3);
      const files = await listFiles(root, dir, ".yaml", levels);
      return Promise.all(files.map((file) => readEntry(file, operator)));
    },
    entriesByFiles: async ({ files }, operator) =>
      Promise.all(
        array(files, "files").map((file) => {
          const { path: relative, label } = (file ?? {}) as { path?: unknown; label?: unknown };
          return readEntry(relative, operator, label);
        }),
      ),
    getEntry: async ({ path: relative }, operator) => readEntry(relative, operator),
    persistEntry,
    getMedia: async ({ mediaFolder: folder }) => {
      const dir = resolveFolder(root, mediaFolder, folder);
      const files = (await listFiles(root, dir, "", 1)).filter((file) =>
        mediaExtensions.some((extension) => file.toLowerCase().endsWith(extension)),
      );
      return Promise.all(files.map(readMedia));
    },
    getMediaFile: async ({ path: relative }) => readMedia(String(relative)),
    persistMedia: async ({ asset }, operator) => {
      const { file, relative, content } = upload(asset);
      await save(operator, async () => {
        await writeWhole(file, content);
        return { names: [relative], fields: [], photos: true, holds: [] };
      });
      return readMedia(relative);
    },
    deleteFile: async ({ path: relative }, operator) => {
      await deleteFiles(operator, [relative]);
      return { message: `deleted file ${String(relative)}` };
    },
    deleteFiles: async ({ paths }, operator) => {
      const count = await deleteFiles(operator, array(paths, "paths"));
      return { message: `deleted ${count} files` };
    },
    getDeployPreview: async () => null,
    ...(committed ? historyActions(committed.edits, entryPath, rewrite) : {}),
  };

  const deletable = (relative: unknown) => {
    if (typeof relative === "string" && relative.startsWith(`${mediaFolder}/`)) {
      return mediaPath(relative);
    }
    const { collection } = collectionOf(String(relative));
    if (isCollection(collection) && isDeskOnly(collection)) {
      throw new Refused(`${String(relative)}: reviews are published and unpublished in the desk`);
    }
    return entryPath(relative);
  };

  const operators = new WeakMap<FastifyRequest, Operator>();
  app.post<{ Body: { action: string; params?: Params } }>(contentApiPath, {
    bodyLimit: committed ? Math.ceil((committed.uploadLimit * 4) / 3) + entryLimit : bodyLimit,
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
    // Who calls is known before the body is read: a stranger's upload is never parsed.
    onRequest: async (request, reply) => {
      if (!committed) {
        if (fromThisMachine(request)) return;
        return reply.code(403).send({ error: "The editor's files are open to this machine only." });
      }
      try {
        operators.set(request, committed.guard(request, reply));
      } catch (error) {
        if (!(error instanceof EditorRefusal)) throw error;
        return reply.code(error.status).send({ error: error.message, ...error.details });
      }
    },
    handler: async (request, reply) => {
      const action = Object.hasOwn(actions, request.body.action)
        ? actions[request.body.action]
        : undefined;
      if (!action) return reply.code(422).send({ error: `Unknown action ${request.body.action}` });
      try {
        return await action(request.body.params ?? {}, operators.get(request) ?? null);
      } catch (error) {
        if (error instanceof Refused) {
          return reply.code(error.status).send({ error: error.message, ...error.details });
        }
        if (error instanceof EditorRefusal) {
          return reply.code(error.status).send({ error: error.message });
        }
        if (error instanceof RefusedPath) return reply.code(400).send({ error: error.message });
        throw error;
      }
    },
  });
}
