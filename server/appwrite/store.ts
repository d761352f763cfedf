import type { Db } from "../db";
import { AppwriteError } from "./errors";
import type { Filter, ListQuery } from "./queries";

export type StoredRow = {
  sequence: number;
  id: string;
  createdAt: string;
  updatedAt: string;
  data: Record<string, unknown>;
  permissions: string[];
};

type RawRow = {
  sequence: number;
  id: string;
  created_at: string;
  updated_at: string;
  data: string;
  permissions: string;
};

const columns: Record<string, string> = {
  $id: "id",
  $sequence: "sequence",
  $createdAt: "created_at",
  $updatedAt: "updated_at",
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The attribute's value inside the JSON data, null when the document has none. */
function rawFieldSql(field: string): string {
  if (!IDENTIFIER.test(field)) throw new Error(`Not a field name: ${field}`);
  return `json_extract(data, '$.${field}')`;
}

/**
 * SQL for a field as lists compare and order it: a column for `$` fields, else the attribute
 * inside the JSON data with a missing value as "" (so that orders and cursors see one value).
 * Expression indexes (ensureIndexes) are built on exactly this expression.
 */
function fieldSql(field: string): string {
  return columns[field] ?? `COALESCE(${rawFieldSql(field)}, '')`;
}

/** Lower case in JavaScript's Unicode rules, for Query.search over every language's text. */
const FOLD_FUNCTION = "appwrite_fold";
const fold = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : null);

/**
 * The searchable attributes' text, lower-cased, one row per document and attribute: Query.search
 * matches words in it with instr, without parsing every document's JSON or folding its text on
 * each list (SQLite's own LIKE folds ASCII letters only, and Über, Ελλάδα and the like matter).
 */
const SEARCH_TABLE = "appwrite_search_text";

/** SQL and its parameters for one filter, nested or/and included. */
function filterSql(filter: Filter, params: unknown[], table: string): string {
  switch (filter.method) {
    case "or":
    case "and":
      return `(${filter.filters
        .map((inner) => filterSql(inner, params, table))
        .join(filter.method === "or" ? " OR " : " AND ")})`;
    case "search": {
      if (filter.words.length === 0) return "1";
      params.push(filter.field, ...filter.words);
      return `${table}.sequence IN (SELECT sequence FROM ${SEARCH_TABLE} WHERE field = ? AND ${filter.words.map(() => "instr(folded, ?) > 0").join(" AND ")})`;
    }
    case "isNull":
    case "isNotNull": {
      const sql = columns[filter.field] ?? rawFieldSql(filter.field);
      return `${sql} IS ${filter.method === "isNull" ? "" : "NOT "}NULL`;
    }
    case "equal":
      params.push(...filter.values);
      return `${fieldSql(filter.field)} IN (${filter.values.map(() => "?").join(", ")})`;
    case "notEqual":
      params.push(...filter.values);
      return `${fieldSql(filter.field)} NOT IN (${filter.values.map(() => "?").join(", ")})`;
    default: {
      params.push(filter.values[0]);
      const comparison = `${fieldSql(filter.field)} ${filterOperators[filter.method]} ?`;
      // A document without the attribute is neither less nor greater than anything, as in SQL.
      return columns[filter.field]
        ? comparison
        : `(${rawFieldSql(filter.field)} IS NOT NULL AND ${comparison})`;
    }
  }
}

function toRow(raw: RawRow): StoredRow {
  return {
    sequence: raw.sequence,
    id: raw.id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    data: JSON.parse(raw.data) as Record<string, unknown>,
    permissions: JSON.parse(raw.permissions) as string[],
  };
}

const filterOperators = {
  lessThan: "<",
  lessThanEqual: "<=",
  greaterThan: ">",
  greaterThanEqual: ">=",
} as const;

/**
 * Rows of one kind (documents, executions) in one SQLite table, grouped by scope (a collection,
 * a function). Every write is one transaction (the row and its searchable text): with WAL and
 * synchronous=FULL it is on disk when the call returns, so an acknowledged write survives a crash.
 */
export class RowStore {
  private readonly table: string;
  private readonly db: Db;

  constructor(db: Db, table: "appwrite_documents" | "appwrite_executions") {
    this.db = db;
    this.table = table;
    db.exec(`
      CREATE TABLE IF NOT EXISTS ${table} (
        sequence INTEGER PRIMARY KEY AUTOINCREMENT,
        scope TEXT NOT NULL,
        id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        permissions TEXT NOT NULL CHECK (json_valid(permissions)),
        UNIQUE (scope, id)
      )
    `);
    db.function(FOLD_FUNCTION, { deterministic: true }, fold);
  }

  private searchable: ReadonlyMap<string, readonly string[]> = new Map();

  /**
   * Keeps the text of these attributes (per scope) searchable: from now on with every write, and
   * at once for documents written before (by an earlier version, or before the attribute had its
   * fulltext index).
   */
  enableSearch(searchable: ReadonlyMap<string, readonly string[]>): void {
    this.searchable = searchable;
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS ${SEARCH_TABLE} (
        sequence INTEGER NOT NULL REFERENCES ${this.table} (sequence) ON DELETE CASCADE,
        field TEXT NOT NULL,
        folded TEXT NOT NULL,
        PRIMARY KEY (field, sequence)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS ${SEARCH_TABLE}_sequence ON ${SEARCH_TABLE} (sequence);
    `);
    // Only documents without the text yet; CASE makes the cheap lookup come before parsing the
    // JSON, so a start with everything in place reads no document's data.
    const backfill = this.db.prepare(
      `INSERT INTO ${SEARCH_TABLE} (sequence, field, folded)
       SELECT sequence, ?, ${FOLD_FUNCTION}(json_extract(data, '$.' || ?)) FROM ${this.table} AS d
       WHERE scope = ?
         AND CASE
           WHEN EXISTS (SELECT 1 FROM ${SEARCH_TABLE} AS t WHERE t.field = ? AND t.sequence = d.sequence)
           THEN 0
           ELSE json_type(data, '$.' || ?) = 'text'
         END`,
    );
    this.db.transaction(() => {
      for (const [scope, fields] of searchable) {
        for (const field of fields) backfill.run(field, field, scope, field, field);
      }
    })();
  }

  /** Rewrites a document's searchable text after a write (inside the write's transaction). */
  private indexText(scope: string, raw: RawRow): void {
    const fields = this.searchable.get(scope);
    if (!fields) return;
    this.db.prepare(`DELETE FROM ${SEARCH_TABLE} WHERE sequence = ?`).run(raw.sequence);
    const data = JSON.parse(raw.data) as Record<string, unknown>;
    const insert = this.db.prepare(
      `INSERT INTO ${SEARCH_TABLE} (sequence, field, folded) VALUES (?, ?, ?)`,
    );
    for (const field of fields) {
      const folded = fold(data[field]);
      if (folded !== null) insert.run(raw.sequence, field, folded);
    }
  }

  /**
   * An SQLite expression index per `key` index of a scope's collection (its attributes, then the
   * sequence that breaks ties), and one on the creation time: lists filtered and ordered by them
   * read only the rows they return, even among tens of thousands.
   */
  ensureIndexes(indexes: ReadonlyArray<{ name: string; fields: readonly string[] }>): void {
    const wanted = [{ name: "created", fields: ["$createdAt"] }, ...indexes];
    for (const index of wanted) {
      if (!IDENTIFIER.test(index.name)) throw new Error(`Not an index name: ${index.name}`);
      const expressions = ["scope", ...index.fields.map(fieldSql), "sequence"].join(", ");
      this.db.exec(
        `CREATE INDEX IF NOT EXISTS ${this.table}_${index.name} ON ${this.table} (${expressions})`,
      );
    }
  }

  /** Inserts a row; null when a row with this id already exists in the scope. */
  insert(
    scope: string,
    id: string,
    data: Record<string, unknown>,
    permissions: string[],
    now: string,
  ) {
    const raw = this.db.transaction(() => {
      const inserted = this.db
        .prepare(
          `INSERT INTO ${this.table} (scope, id, created_at, updated_at, data, permissions)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (scope, id) DO NOTHING
           RETURNING sequence, id, created_at, updated_at, data, permissions`,
        )
        .get(scope, id, now, now, JSON.stringify(data), JSON.stringify(permissions)) as
        RawRow | undefined;
      if (inserted) this.indexText(scope, inserted);
      return inserted;
    })();
    return raw ? toRow(raw) : null;
  }

  get(scope: string, id: string): StoredRow | null {
    const raw = this.db
      .prepare(
        `SELECT sequence, id, created_at, updated_at, data, permissions FROM ${this.table} WHERE scope = ? AND id = ?`,
      )
      .get(scope, id) as RawRow | undefined;
    return raw ? toRow(raw) : null;
  }

  update(
    scope: string,
    id: string,
    data: Record<string, unknown>,
    permissions: string[],
    now: string,
  ) {
    const raw = this.db.transaction(() => {
      const updated = this.db
        .prepare(
          `UPDATE ${this.table} SET data = ?, permissions = ?, updated_at = ?
           WHERE scope = ? AND id = ?
           RETURNING sequence, id, created_at, updated_at, data, permissions`,
        )
        .get(JSON.stringify(data), JSON.stringify(permissions), now, scope, id) as
        RawRow | undefined;
      if (updated) this.indexText(scope, updated);
      return updated;
    })();
    return raw ? toRow(raw) : null;
  }

  delete(scope: string, id: string): boolean {
    return (
      this.db.prepare(`DELETE FROM ${this.table} WHERE scope = ? AND id = ?`).run(scope, id)
        .changes > 0
    );
  }

  /**
   * One page in Appwrite's semantics: filters, orders (ties broken by sequence), a cursor that
   * continues after (or before) a given row, offset and limit; `total` counts every match.
   */
  list(
    scope: string,
    query: ListQuery,
    options: { countTotal: boolean },
  ): { total: number; rows: StoredRow[] } {
    const where: string[] = ["scope = ?"];
    const params: unknown[] = [scope];
    for (const filter of query.filters) where.push(filterSql(filter, params, this.table));
    const total = options.countTotal
      ? (
          this.db
            .prepare(`SELECT COUNT(*) AS total FROM ${this.table} WHERE ${where.join(" AND ")}`)
            .get(...params) as {
            total: number;
          }
        ).total
      : 0;

    const reverse = query.cursor?.direction === "before";
    const orders = [
      ...query.orders.map((order) => ({
        sql: fieldSql(order.field),
        descending: order.descending,
      })),
      { sql: "sequence", descending: query.orders.at(-1)?.descending ?? false },
    ].map((order) => ({ ...order, descending: reverse ? !order.descending : order.descending }));

    const pageWhere = [...where];
    const pageParams = [...params];
    if (query.cursor) {
      const cursorValues = this.db
        .prepare(
          `SELECT ${orders.map((order) => order.sql).join(", ")} FROM ${this.table} WHERE scope = ? AND id = ?`,
        )
        .raw()
        .get(scope, query.cursor.id) as unknown[] | undefined;
      if (!cursorValues) {
        throw new AppwriteError(
          "general_cursor_not_found",
          `Invalid \`queries\` param: Document '${query.cursor.id}' for the 'cursor' value not found.`,
        );
      }
      const alternatives = orders.map((order, index) => {
        const equalities = orders.slice(0, index).map((earlier) => `${earlier.sql} = ?`);
        return `(${[...equalities, `${order.sql} ${order.descending ? "<" : ">"} ?`].join(" AND ")})`;
      });
      pageWhere.push(`(${alternatives.join(" OR ")})`);
      orders.forEach((_, index) => pageParams.push(...cursorValues.slice(0, index + 1)));
    }
    const orderBy = orders
      .map((order) => `${order.sql} ${order.descending ? "DESC" : "ASC"}`)
      .join(", ");
    const raws = this.db
      .prepare(
        `SELECT sequence, id, created_at, updated_at, data, permissions FROM ${this.table}
         WHERE ${pageWhere.join(" AND ")} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      )
      .all(...pageParams, query.limit, query.offset) as RawRow[];
    const rows = raws.map(toRow);
    return { total, rows: reverse ? rows.reverse() : rows };
  }
}
