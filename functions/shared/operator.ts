/**
 * Who runs an operators' function: the signed-in user Appwrite names in `x-appwrite-user-id`,
 * looked up with the Users API (the function's key holds users.read).
 */
import { Users, type Client } from "node-appwrite";
import { reasonOf } from "./runtime";

export type Operator = { email: string; name: string | null };

/** The operator, or null for a run with an API key (no user) or a user that cannot be found. */
export async function signedInOperator(
  client: Client,
  userId: string,
  log: (message: string) => void,
): Promise<Operator | null> {
  if (!userId) return null;
  try {
    const user = await new Users(client).get({ userId });
    return { email: user.email, name: user.name.trim() || null };
  } catch (cause) {
    log(`Could not look up user ${userId}: ${reasonOf(cause)}`);
    return null;
  }
}
