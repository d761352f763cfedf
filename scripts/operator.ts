/**
 * `npm run operator`: the people who may use the desk, in the embedded service's database
 * (DATA_DIR). An operator is a user in the `operators` team; removing one ends their sessions.
 *
 *   npm run operator -- add EMAIL [--name NAME]   password from the prompt, or OPERATOR_PASSWORD
 *   npm run operator -- remove EMAIL
 *   npm run operator -- list
 *
 * Works while the server runs (SQLite takes the write between the server's). On Appwrite Cloud,
 * add operators in the console instead (docs/appwrite.md).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { deskIds } from "../data/domain/desk";
import { closeDatabase, openDatabase } from "../server/db";
import { migrateDatabase } from "../server/appwrite/migrations";
import { isValidEmail } from "../data/domain/enquiry";
import { loadProject } from "../server/appwrite/schema";
import { OPERATOR_PASSWORD_MIN, PASSWORD_MAX, UserStore } from "../server/appwrite/users";

const usage =
  "Usage: npm run operator -- add EMAIL [--name NAME] | remove EMAIL | list\n" +
  `(add asks for the password, or takes OPERATOR_PASSWORD; at least ${OPERATOR_PASSWORD_MIN} characters)`;

/** Reads a line from the terminal without echoing it. */
function hiddenPrompt(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return Promise.reject(
      new Error("No terminal to ask for the password: set OPERATOR_PASSWORD instead."),
    );
  }
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (error: Error | null) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return done(null);
        if (character === "\u0003") return done(new Error("Cancelled."));
        if (character === "\u007f" || character === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += character;
      }
    };
    input.on("data", onData);
  });
}

/** Why a password will not do, or null. */
function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < OPERATOR_PASSWORD_MIN) {
    return `The password has ${length} characters; an operator's needs at least ${OPERATOR_PASSWORD_MIN}.`;
  }
  if (password.length > PASSWORD_MAX) {
    return `The password is longer than ${PASSWORD_MAX} characters, more than sign-in accepts.`;
  }
  return null;
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  const password = await hiddenPrompt("Password: ");
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  if ((await hiddenPrompt("Password again: ")) !== password)
    throw new Error("The two passwords differ.");
  return password;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { name: { type: "string" } },
  });
  const [command, email] = positionals;
  const dataDir = path.resolve(process.env.DATA_DIR || ".data");
  const known =
    command === "list" || ((command === "add" || command === "remove") && email !== undefined);
  if (!known || positionals.length > (command === "list" ? 1 : 2)) {
    console.error(usage);
    return 2;
  }
  if (email !== undefined && (email.length > 254 || !isValidEmail(email))) {
    console.error(`"${email}" is not an e-mail address.`);
    return 2;
  }
  const name = values.name ?? "";
  if ([...name].length > 128) {
    console.error("The name is longer than 128 characters.");
    return 2;
  }
  const password = command === "add" ? await readPassword() : "";
  const problem = command === "add" ? passwordProblem(password) : null;
  if (problem) {
    console.error(problem);
    return 2;
  }

  const db = openDatabase(dataDir);
  try {
    migrateDatabase(db, loadProject());
    const users = new UserStore(db);
    if (command === "add") {
      const user = await users.createUser({
        email: email as string,
        password,
        name,
        teams: [deskIds.operatorsTeamId],
      });
      if (!user) {
        console.error(
          `${email} is already an operator. To change the password, remove and add them again.`,
        );
        return 1;
      }
      console.log(`Added operator ${user.email} in ${dataDir}; they can sign in at /desk now.`);
    } else if (command === "remove") {
      if (!users.removeUser(email as string)) {
        console.error(`No operator ${email} in ${dataDir}.`);
        return 1;
      }
      console.log(`Removed ${email}, with their sessions: they are signed out everywhere.`);
    } else {
      const all = users.users();
      if (all.length === 0) console.log(`No operators in ${dataDir}.`);
      for (const user of all) {
        console.log(
          [
            user.email,
            user.name || "-",
            user.teams.join(",") || "(no team)",
            `since ${user.createdAt.slice(0, 10)}`,
            `${user.sessions} active session${user.sessions === 1 ? "" : "s"}`,
          ].join("\t"),
        );
      }
    }
    return 0;
  } finally {
    closeDatabase(db);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
