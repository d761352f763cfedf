import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { Db } from "../db";
import { uniqueId } from "./request";
import { formatDatetime, type Team } from "./schema";

export type User = {
  id: string;
  /** Lower-cased, as Appwrite stores it: one account per address, whatever its case. */
  email: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  passwordUpdatedAt: string;
  accessedAt: string;
};

export type Session = {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
};

export type Membership = { id: string; teamId: string; userId: string; roles: string[] };

/**
 * Passwords are hashed with scrypt at OWASP's recommended cost (N=2^16, r=8, p=2: 64 MiB and
 * some 100 ms per hash on a small server), each with a salt of its own. The parameters are stored
 * with the hash, so a later cost applies to new passwords while the old ones still verify.
 */
export const scryptCost = { N: 2 ** 16, r: 8, p: 2 } as const;
export type ScryptCost = { N: number; r: number; p: number };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Shortest password `npm run operator -- add` accepts; sign-in takes Appwrite's 8 to 256. */
export const OPERATOR_PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const scryptOptions = (N: number, r: number, p: number): ScryptOptions => ({
  N,
  r,
  p,
  maxmem: 256 * N * r + 1024 * 1024,
});

/** `cost` is the production one but in tests, which check the hashing, not its price. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = scryptCost,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = cost;
  const key = await scryptAsync(password, salt, KEY_LENGTH, scryptOptions(N, r, p));
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, N, r, p, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, "base64"),
    expected.length,
    scryptOptions(Number(N), Number(r), Number(p)),
  );
  return timingSafeEqual(actual, expected);
}

/**
 * Verified when the e-mail is unknown, so that a wrong address takes as long as a wrong password
 * and the answer's timing does not tell which addresses have accounts: the hash (at the current
 * cost) of 32 random bytes that were thrown away, so no password matches it.
 */
export const decoyHash =
  "scrypt$65536$8$2$7CWsi4zLiHO3dVWTUm1CAA==$ePuzY4facwVMfAkfTuCTbo5QYpgBmpPHlmczEs0MKEo=";

/** Session secrets are 256 random bits; the database keeps only their SHA-256. */
const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

type UserRow = {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  password_updated_at: string;
  accessed_at: string;
};

type SessionRow = {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  expires_ms: number;
  ip: string;
  user_agent: string;
};

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  passwordUpdatedAt: row.password_updated_at,
  accessedAt: row.accessed_at,
});

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  ip: row.ip,
  userAgent: row.user_agent,
});

/** Keeps an address as Appwrite does: trimmed of nothing, compared and stored in lower case. */
export const normaliseEmail = (email: string) => email.toLowerCase();

/**
 * The embedded service's accounts: users, their sessions, teams and memberships, in the same
 * SQLite file as the documents (so one backup holds them all). Deleting a user deletes their
 * sessions and memberships with them (foreign keys, which openDatabase turns on).
 */
export class UserStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    db.exec(`
      CREATE TABLE IF NOT EXISTS appwrite_users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        password_updated_at TEXT NOT NULL,
        accessed_at TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS appwrite_sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES appwrite_users (id) ON DELETE CASCADE,
        secret_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        expires_ms INTEGER NOT NULL,
        ip TEXT NOT NULL,
        user_agent TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS appwrite_sessions_user ON appwrite_sessions (user_id);
      CREATE TABLE IF NOT EXISTS appwrite_teams (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS appwrite_memberships (
        id TEXT PRIMARY KEY,
        team_id TEXT NOT NULL REFERENCES appwrite_teams (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES appwrite_users (id) ON DELETE CASCADE,
        roles TEXT NOT NULL CHECK (json_valid(roles)),
        created_at TEXT NOT NULL,
        UNIQUE (team_id, user_id)
      );
      CREATE INDEX IF NOT EXISTS appwrite_memberships_user ON appwrite_memberships (user_id);
      CREATE TABLE IF NOT EXISTS appwrite_sign_in_clients (
        user_id TEXT NOT NULL REFERENCES appwrite_users (id) ON DELETE CASCADE,
        client TEXT NOT NULL,
        signed_in_ms INTEGER NOT NULL,
        PRIMARY KEY (user_id, client)
      );
    `);
  }

  /** Creates the project's teams that are missing; renames the ones whose name changed. */
  ensureTeams(teams: readonly Team[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO appwrite_teams (id, name, created_at) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name`,
    );
    const now = formatDatetime(new Date());
    this.db.transaction(() => {
      for (const team of teams) upsert.run(team.id, team.name, now);
    })();
  }

  /**
   * A new user in the given teams, in one transaction; null when the address already has an
   * account (whatever its case). `cost` is the production one but in tests, as for hashPassword.
   */
  async createUser(
    input: {
      email: string;
      password: string;
      name: string;
      teams: readonly string[];
    },
    cost: ScryptCost = scryptCost,
  ): Promise<User | null> {
    const passwordHash = await hashPassword(input.password, cost);
    const now = formatDatetime(new Date());
    const id = uniqueId();
    return this.db.transaction(() => {
      const row = this.db
        .prepare(
          `INSERT INTO appwrite_users
             (id, email, name, password_hash, created_at, updated_at, password_updated_at, accessed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (email) DO NOTHING
           RETURNING *`,
        )
        .get(id, normaliseEmail(input.email), input.name, passwordHash, now, now, now, now) as
        UserRow | undefined;
      if (!row) return null;
      const join = this.db.prepare(
        "INSERT INTO appwrite_memberships (id, team_id, user_id, roles, created_at) VALUES (?, ?, ?, ?, ?)",
      );
      for (const teamId of input.teams) join.run(uniqueId(), teamId, id, "[]", now);
      return toUser(row);
    })();
  }

  /** Removes the user with this address, with their sessions and memberships. */
  removeUser(email: string): boolean {
    return (
      this.db.prepare("DELETE FROM appwrite_users WHERE email = ?").run(normaliseEmail(email))
        .changes > 0
    );
  }

  user(id: string): User | null {
    const row = this.db.prepare("SELECT * FROM appwrite_users WHERE id = ?").get(id) as
      UserRow | undefined;
    return row ? toUser(row) : null;
  }

  users(): Array<User & { teams: string[]; sessions: number }> {
    const rows = this.db
      .prepare(
        `SELECT u.*,
           (SELECT json_group_array(team_id) FROM appwrite_memberships WHERE user_id = u.id) AS teams,
           (SELECT count(*) FROM appwrite_sessions WHERE user_id = u.id AND expires_ms > ?) AS sessions
         FROM appwrite_users u ORDER BY u.email`,
      )
      .all(Date.now()) as Array<UserRow & { teams: string; sessions: number }>;
    return rows.map((row) => ({
      ...toUser(row),
      teams: JSON.parse(row.teams) as string[],
      sessions: row.sessions,
    }));
  }

  /**
   * The user whose address and password these are, or null. An unknown address costs the same
   * hash as a known one, so neither the answer nor its timing says whether it exists.
   */
  async checkPassword(email: string, password: string): Promise<User | null> {
    const row = this.db
      .prepare("SELECT * FROM appwrite_users WHERE email = ?")
      .get(normaliseEmail(email)) as UserRow | undefined;
    if (!row) {
      await verifyPassword(password, decoyHash);
      return null;
    }
    return (await verifyPassword(password, row.password_hash)) ? toUser(row) : null;
  }

  /**
   * A new session for the user, valid for `ttlMs`; returns it with its secret (which only the
   * client keeps). The user's expired sessions are pruned on the way.
   */
  createSession(
    userId: string,
    input: { ttlMs: number; ip: string; userAgent: string },
  ): { session: Session; secret: string } {
    const secret = randomBytes(32).toString("hex");
    const now = Date.now();
    const createdAt = formatDatetime(new Date(now));
    const expiresMs = now + input.ttlMs;
    const row = this.db.transaction(() => {
      this.db
        .prepare("DELETE FROM appwrite_sessions WHERE user_id = ? AND expires_ms <= ?")
        .run(userId, now);
      this.db
        .prepare("UPDATE appwrite_users SET accessed_at = ? WHERE id = ?")
        .run(createdAt, userId);
      return this.db
        .prepare(
          `INSERT INTO appwrite_sessions
             (id, user_id, secret_hash, created_at, expires_at, expires_ms, ip, user_agent)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           RETURNING *`,
        )
        .get(
          uniqueId(),
          userId,
          secretHash(secret),
          createdAt,
          formatDatetime(new Date(expiresMs)),
          expiresMs,
          input.ip,
          input.userAgent,
        ) as SessionRow;
    })();
    return { session: toSession(row), secret };
  }

  /**
   * The live session of this user with this secret, or null. An expired one is deleted as it is
   * met, so it never grants anything again.
   */
  session(userId: string, secret: string): Session | null {
    const row = this.db
      .prepare("SELECT * FROM appwrite_sessions WHERE secret_hash = ? AND user_id = ?")
      .get(secretHash(secret), userId) as SessionRow | undefined;
    if (!row) return null;
    if (row.expires_ms <= Date.now()) {
      this.db.prepare("DELETE FROM appwrite_sessions WHERE id = ?").run(row.id);
      return null;
    }
    return toSession(row);
  }

  /**
   * Notes that the user signed in from `client` (an address, or an IPv6 /64: clientOf), and
   * forgets the clients they have not signed in from for `keepMs`.
   */
  rememberClient(userId: string, client: string, keepMs: number): void {
    const now = Date.now();
    this.db.transaction(() => {
      this.db
        .prepare("DELETE FROM appwrite_sign_in_clients WHERE user_id = ? AND signed_in_ms <= ?")
        .run(userId, now - keepMs);
      this.db
        .prepare(
          `INSERT INTO appwrite_sign_in_clients (user_id, client, signed_in_ms) VALUES (?, ?, ?)
           ON CONFLICT (user_id, client) DO UPDATE SET signed_in_ms = excluded.signed_in_ms`,
        )
        .run(userId, client, now);
    })();
  }

  /** Whether the account with this address signed in from `client` within the last `withinMs`. */
  knowsClient(email: string, client: string, withinMs: number): boolean {
    return (
      this.db
        .prepare(
          `SELECT 1 FROM appwrite_sign_in_clients c JOIN appwrite_users u ON u.id = c.user_id
           WHERE u.email = ? AND c.client = ? AND c.signed_in_ms > ?`,
        )
        .get(normaliseEmail(email), client, Date.now() - withinMs) !== undefined
    );
  }

  /** Deletes every expired session; returns how many there were. */
  pruneExpiredSessions(): number {
    return this.db.prepare("DELETE FROM appwrite_sessions WHERE expires_ms <= ?").run(Date.now())
      .changes;
  }

  sessions(userId: string): Session[] {
    this.db
      .prepare("DELETE FROM appwrite_sessions WHERE user_id = ? AND expires_ms <= ?")
      .run(userId, Date.now());
    const rows = this.db
      .prepare("SELECT * FROM appwrite_sessions WHERE user_id = ? ORDER BY created_at")
      .all(userId) as SessionRow[];
    return rows.map(toSession);
  }

  deleteSession(userId: string, sessionId: string): boolean {
    return (
      this.db
        .prepare("DELETE FROM appwrite_sessions WHERE id = ? AND user_id = ?")
        .run(sessionId, userId).changes > 0
    );
  }

  memberships(userId: string): Membership[] {
    const rows = this.db
      .prepare("SELECT id, team_id, user_id, roles FROM appwrite_memberships WHERE user_id = ?")
      .all(userId) as Array<{ id: string; team_id: string; user_id: string; roles: string }>;
    return rows.map((row) => ({
      id: row.id,
      teamId: row.team_id,
      userId: row.user_id,
      roles: JSON.parse(row.roles) as string[],
    }));
  }
}
