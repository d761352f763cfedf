import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isValidEmail, type Attribute } from "../../data/domain/enquiry";
import { AppwriteError } from "./errors";

/** The Appwrite CLI project file at the repository root: the one source of the schema. */
export const projectFile = fileURLToPath(new URL("../../appwrite.config.json", import.meta.url));

/** An attribute as the embedded service checks it: the enquiry contract's kinds, and integers. */
export type SchemaAttribute =
  Attribute | { key: string; kind: "integer"; min: number; max: number; required: boolean };

/**
 * An index of appwrite.config.json: `key` indexes speed up filters and orders, `fulltext` ones
 * allow Query.search. (`unique` is refused: the embedded service would not enforce it.)
 */
export type Index = {
  key: string;
  type: "key" | "fulltext";
  attributes: string[];
  orders: Array<"ASC" | "DESC">;
};

export type Collection = {
  id: string;
  databaseId: string;
  name: string;
  /** Collection-level permissions such as `create("any")`. */
  permissions: string[];
  /** Whether a document's own permissions grant anything beyond the collection's. */
  documentSecurity: boolean;
  attributes: SchemaAttribute[];
  /** Values a new document gets for attributes it leaves out, as Appwrite applies `default`. */
  defaults: Record<string, string | number>;
  indexes: Index[];
  /** Attributes with a fulltext index of their own: the ones Query.search may use. */
  searchable: ReadonlySet<string>;
};

export type Team = { id: string; name: string };

/** Per collection scope ("database/collection"), the attributes Query.search may use. */
export function searchableByScope(project: Project): Map<string, string[]> {
  return new Map(
    project.collections
      .filter((collection) => collection.searchable.size > 0)
      .map((collection) => [
        `${collection.databaseId}/${collection.id}`,
        [...collection.searchable],
      ]),
  );
}

export type FunctionDefinition = {
  id: string;
  name: string;
  /** Folder of the function, relative to the project file. */
  path: string;
  entrypoint: string;
  /** Roles allowed to execute it, such as "any". */
  execute: string[];
  /** What the API key Appwrite hands each execution may do, such as "documents.read". */
  scopes: string[];
  timeoutSeconds: number;
};

export type Project = {
  projectId: string;
  databases: Set<string>;
  collections: Collection[];
  functions: FunctionDefinition[];
  /** Teams the project's permissions name, such as `operators`; the embedded service keeps them. */
  teams: Team[];
};

type RawAttribute = {
  key: string;
  type: string;
  format?: string;
  size?: number;
  elements?: string[];
  required?: boolean;
  array?: boolean;
  min?: number;
  max?: number;
  default?: unknown;
};

type RawIndex = { key: string; type: string; attributes?: string[]; orders?: string[] };

type RawProject = {
  projectId: string;
  databases?: Array<{ $id: string }>;
  collections?: Array<{
    $id: string;
    databaseId: string;
    name: string;
    $permissions?: string[];
    documentSecurity?: boolean;
    attributes?: RawAttribute[];
    indexes?: RawIndex[];
  }>;
  functions?: Array<{
    $id: string;
    name: string;
    path?: string;
    entrypoint?: string;
    execute?: string[];
    scopes?: string[];
    timeout?: number;
  }>;
  teams?: Array<{ $id: string; name: string }>;
};

/** Appwrite's integer range when an attribute sets no min or max (a signed 64-bit integer, within what JSON numbers hold exactly). */
const INTEGER_LIMIT = Number.MAX_SAFE_INTEGER;

function readAttribute(raw: RawAttribute, where: string): SchemaAttribute {
  const required = raw.required === true;
  if (raw.array)
    throw new Error(`${where}: array attributes are not supported by the embedded service`);
  if (raw.type === "datetime") return { key: raw.key, kind: "datetime", required };
  if (raw.type === "integer") {
    const min = raw.min ?? -INTEGER_LIMIT;
    const max = raw.max ?? INTEGER_LIMIT;
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new Error(`${where}: an integer needs whole min and max, min not above max`);
    }
    return { key: raw.key, kind: "integer", min, max, required };
  }
  if (raw.type !== "string") {
    throw new Error(
      `${where}: attribute type "${raw.type}" is not supported by the embedded service`,
    );
  }
  if (raw.format === "enum") {
    if (!raw.elements?.length) throw new Error(`${where}: an enum needs elements`);
    return { key: raw.key, kind: "enum", elements: raw.elements, required };
  }
  if (raw.format === "email")
    return { key: raw.key, kind: "email", size: raw.size ?? 254, required };
  if (raw.format && raw.format !== "") {
    throw new Error(
      `${where}: string format "${raw.format}" is not supported by the embedded service`,
    );
  }
  if (!raw.size) throw new Error(`${where}: a string attribute needs a size`);
  return { key: raw.key, kind: "string", size: raw.size, required };
}

function readIndex(raw: RawIndex, keys: ReadonlySet<string>, where: string): Index {
  if (raw.type !== "key" && raw.type !== "fulltext") {
    throw new Error(`${where}: index type "${raw.type}" is not supported by the embedded service`);
  }
  const attributes = raw.attributes ?? [];
  const orders = raw.orders ?? [];
  if (attributes.length === 0) throw new Error(`${where}: an index needs attributes`);
  for (const attribute of attributes) {
    if (!keys.has(attribute) && !["$id", "$createdAt", "$updatedAt"].includes(attribute)) {
      throw new Error(`${where}: no attribute "${attribute}" to index`);
    }
  }
  if (orders.some((order) => order !== "ASC" && order !== "DESC")) {
    throw new Error(`${where}: index orders are ASC or DESC`);
  }
  return {
    key: raw.key,
    type: raw.type,
    attributes,
    orders: attributes.map((_, index) => (orders[index] as "ASC" | "DESC" | undefined) ?? "ASC"),
  };
}

/** Reads appwrite.config.json; throws with the offending entry when it holds something unsupported. */
export function loadProject(file: string = projectFile): Project {
  const raw = JSON.parse(readFileSync(file, "utf8")) as RawProject;
  return {
    projectId: raw.projectId,
    databases: new Set((raw.databases ?? []).map((database) => database.$id)),
    collections: (raw.collections ?? []).map((collection) => {
      const where = `${file}: collection "${collection.$id}"`;
      const rawAttributes = collection.attributes ?? [];
      const attributes = rawAttributes.map((attribute) =>
        readAttribute(attribute, `${where}, attribute "${attribute.key}"`),
      );
      const keys = new Set(attributes.map((attribute) => attribute.key));
      const indexes = (collection.indexes ?? []).map((index) =>
        readIndex(index, keys, `${where}, index "${index.key}"`),
      );
      const defaults: Record<string, string | number> = {};
      attributes.forEach((attribute, index) => {
        const fallback = rawAttributes[index]?.default;
        if (fallback === undefined || fallback === null) return;
        try {
          defaults[attribute.key] = checkValue(attribute, fallback);
        } catch (error) {
          throw new Error(
            `${where}, attribute "${attribute.key}": its default is not valid (${(error as Error).message})`,
            { cause: error },
          );
        }
      });
      return {
        id: collection.$id,
        databaseId: collection.databaseId,
        name: collection.name,
        permissions: collection.$permissions ?? [],
        documentSecurity: collection.documentSecurity ?? false,
        attributes,
        defaults,
        indexes,
        searchable: new Set(
          indexes
            .filter((index) => index.type === "fulltext" && index.attributes.length === 1)
            .map((index) => index.attributes[0] as string),
        ),
      };
    }),
    teams: (raw.teams ?? []).map((team) => {
      if (!isValidId(team.$id)) throw new Error(`${file}: team "${team.$id}": ${idRuleMessage}`);
      return { id: team.$id, name: team.name };
    }),
    functions: (raw.functions ?? []).map((fn) => {
      if (!fn.path || !fn.entrypoint)
        throw new Error(`${file}: function "${fn.$id}" needs a path and an entrypoint`);
      return {
        id: fn.$id,
        name: fn.name,
        path: fn.path,
        entrypoint: fn.entrypoint,
        execute: fn.execute ?? [],
        scopes: fn.scopes ?? [],
        timeoutSeconds: fn.timeout ?? 15,
      };
    }),
  };
}

/** Appwrite's custom id rule: at most 36 chars of a-z A-Z 0-9 . - _, not starting with a special char. */
const CUSTOM_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export function isValidId(value: string): boolean {
  return CUSTOM_ID.test(value);
}

export const idRuleMessage =
  "UID must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char";

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Appwrite's datetime form: milliseconds and an explicit +00:00 offset. */
export function formatDatetime(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

/** A datetime in Appwrite's stored form (milliseconds, +00:00), or null when it is not one. */
export function parseDatetime(value: string): string | null {
  const match = DATETIME.exec(value);
  if (!match) return null;
  const [
    ,
    yearText,
    month,
    day,
    hour = "00",
    minute = "00",
    second = "00",
    fraction = "0",
    zone = "Z",
  ] = match;
  const offset =
    zone === "Z" ? "Z" : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const daysInMonth = new Date(Date.UTC(Number(yearText), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth)
    return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  const date = new Date(
    `${yearText}-${month}-${day}T${hour}:${minute}:${second}.${millis}${offset}`,
  );
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 0 || year > 9999) return null;
  return formatDatetime(date);
}

/** Length in characters (code points), as Appwrite counts a string's size. */
function characters(value: string): number {
  return [...value].length;
}

export function invalid(message: string): AppwriteError {
  return new AppwriteError("document_invalid_structure", `Invalid document structure: ${message}`);
}

/** A value checked against its attribute, normalised (datetimes in Appwrite's form); throws document_invalid_structure. */
function checkValue(attribute: SchemaAttribute, value: unknown): string | number {
  const name = `Attribute "${attribute.key}"`;
  switch (attribute.kind) {
    case "string":
      if (typeof value !== "string" || characters(value) > attribute.size) {
        throw invalid(
          `${name} has invalid type. Value must be a valid string and no longer than ${attribute.size} chars`,
        );
      }
      return value;
    case "email":
      if (typeof value !== "string")
        throw invalid(`${name} has invalid type. Value must be a valid string`);
      if (characters(value) > attribute.size || !isValidEmail(value)) {
        throw invalid(`${name} has invalid format. Value must be a valid email address`);
      }
      return value;
    case "enum":
      if (typeof value !== "string")
        throw invalid(`${name} has invalid type. Value must be a valid string`);
      if (!attribute.elements.includes(value)) {
        throw invalid(
          `${name} has invalid format. Value must be one of (${attribute.elements.join(", ")})`,
        );
      }
      return value;
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) {
        throw invalid(`${name} has invalid type. Value must be a valid integer`);
      }
      if (value < attribute.min || value > attribute.max) {
        throw invalid(
          `${name} has invalid format. Value must be a valid range between ${attribute.min} and ${attribute.max}`,
        );
      }
      return value;
    case "datetime": {
      const normalised = typeof value === "string" ? parseDatetime(value) : null;
      if (normalised === null) {
        throw invalid(
          `${name} has invalid type. Value must be valid date between 0000-01-01 00:00:00 and 9999-12-31 23:59:59.`,
        );
      }
      return normalised;
    }
  }
}

/**
 * Checks a document's data against the collection and returns it normalised (datetimes in
 * Appwrite's form, nulls dropped). On create, an attribute left out (or null) takes the
 * collection's default, as Appwrite fills it. Throws document_invalid_structure naming the first
 * problem.
 */
export function validateDocument(
  collection: Collection,
  data: Record<string, unknown>,
  options: { applyDefaults: boolean } = { applyDefaults: false },
): Record<string, string | number> {
  const byKey = new Map(collection.attributes.map((attribute) => [attribute.key, attribute]));
  for (const key of Object.keys(data)) {
    if (!byKey.has(key)) throw invalid(`Unknown attribute: "${key}"`);
  }
  const result: Record<string, string | number> = {};
  for (const attribute of collection.attributes) {
    let value = data[attribute.key];
    if ((value === undefined || value === null) && options.applyDefaults)
      value = collection.defaults[attribute.key];
    if (value === undefined || value === null) {
      if (attribute.required) throw invalid(`Missing required attribute "${attribute.key}"`);
      continue;
    }
    result[attribute.key] = checkValue(attribute, value);
  }
  return result;
}

const PERMISSION = /^(read|create|update|delete|write)\("([^"]+)"\)$/;
const ROLE =
  /^(any|guests|users(\/(verified|unverified))?|user:[A-Za-z0-9._-]{1,36}(\/(verified|unverified))?|team:[A-Za-z0-9._-]{1,36}(\/[A-Za-z0-9._-]+)?|member:[A-Za-z0-9._-]{1,36}|label:[A-Za-z0-9]{1,36})$/;

/**
 * Document permissions as Appwrite stores them: `write` expands to update and delete, duplicates
 * go. Without an API key, a caller may only grant roles it holds itself (`grantable`: a guest's
 * any and guests); null means any role (an API key).
 */
export function normalisePermissions(
  value: unknown,
  grantable: ReadonlySet<string> | null,
): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    throw new AppwriteError(
      "general_argument_invalid",
      "Invalid `permissions` param: Value must be a valid array of permission strings.",
    );
  }
  const result = new Set<string>();
  for (const permission of value as string[]) {
    const match = PERMISSION.exec(permission);
    if (!match || !ROLE.test(match[2] ?? "")) {
      throw new AppwriteError(
        "general_argument_invalid",
        `Invalid \`permissions\` param: Permission "${permission}" is not valid. Use the form read("any").`,
      );
    }
    const [, action, role] = match as unknown as [string, string, string];
    if (action === "create") {
      throw new AppwriteError(
        "general_argument_invalid",
        'Invalid `permissions` param: Permission "create" is not allowed. Must be one of: read, update, delete, write.',
      );
    }
    if (grantable !== null && !grantable.has(role)) {
      throw new AppwriteError(
        "user_unauthorized",
        `Permissions must be one of: (${[...grantable].join(", ")})`,
      );
    }
    for (const expanded of action === "write" ? ["update", "delete"] : [action]) {
      result.add(`${expanded}("${role}")`);
    }
  }
  return [...result];
}
