import type { Db } from "../db";
import { AppwriteError } from "./errors";
import type { ListQuery } from "./queries";

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

/** SQL for a field: a column for `$` fields, else the attribute inside the JSON data. */
function fieldSql(field: string): string {
  const column = columns[field];
  if (column) return column;
  if (!IDENTIFIER.test(field)) throw new Error(`Not a field name: ${field}`);
  return `COALESCE(json_extract(data, '$.${field}'), '')`;
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
 * a function). Every write is a single statement in autocommit mode: with WAL and
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
  }

  /** Inserts a row; null when a row with this id already exists in the scope. */
  insert(
    scope: string,
    id: string,
    data: Record<string, unknown>,
    permissions: string[],
    now: string,
  ) {
    const raw = this.db
      .prepare(
        `INSERT INTO ${this.table} (scope, id, created_at, updated_at, data, permissions)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (scope, id) DO NOTHING
         RETURNING sequence, id, created_at, updated_at, data, permissions`,
      )
      .get(scope, id, now, now, JSON.stringify(data), JSON.stringify(permissions)) as
      RawRow | undefined;
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
    const raw = this.db
      .prepare(
        `UPDATE ${this.table} SET data = ?, permissions = ?, updated_at = ?
         WHERE scope = ? AND id = ?
         RETURNING sequence, id, created_at, updated_at, data, permissions`,
      )
      .get(JSON.stringify(data), JSON.stringify(permissions), now, scope, id) as RawRow | undefined;
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
    for (const filter of query.filters) {
      const sql = fieldSql(filter.field);
      if (filter.method === "equal") {
        where.push(`${sql} IN (${filter.values.map(() => "?").join(", ")})`);
        params.push(...filter.values);
      } else if (filter.method === "notEqual") {
        where.push(`${sql} NOT IN (${filter.values.map(() => "?").join(", ")})`);
        params.push(...filter.values);
      } else {
        where.push(`${sql} ${filterOperators[filter.method]} ?`);
        params.push(filter.values[0]);
      }
    }
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
