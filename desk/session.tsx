import type { Models } from "appwrite";
import * as React from "react";
import { useRetryWhenOnline } from "./offline-note";
import { appwrite, call, callFailure, DeskCallError, onSignedOut } from "./services/appwrite";
import { forgetOffline, keepOperator, keptOperator, type KeptOperator } from "./services/offline";

type SessionState =
  | { state: "checking" }
  | { state: "unreachable" }
  | {
      state: "signed-out";
      /** Whose session expired: their page stays as it was, hidden, until they sign in again. */
      expired: Models.User<Models.Preferences> | null;
    }
  | { state: "signed-in"; user: Models.User<Models.Preferences> }
  /** The server cannot be reached, and this device kept who signed in last and what they saw. */
  | { state: "offline"; user: KeptOperator };

type Session = SessionState & {
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  retry: () => void;
};

const SessionContext = React.createContext<Session | null>(null);

/**
 * The operator's Appwrite session: checked once at start, set by signing in, ended by signing
 * out, and dropped whenever a call answers 401 (expired, or ended elsewhere). The route stays as
 * it is, so that after signing in again the operator is back on the page they were on. With no
 * connection at start, the operator who last signed in on this device sees what it kept, and the
 * session is checked again when the connection comes back.
 */
function SessionProvider({ children }: { children: React.ReactNode }) {
  const [session, setSession] = React.useState<SessionState>({ state: "checking" });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let live = true;
    call(() => appwrite.account.get()).then(
      (user) => {
        if (!live) return;
        keepOperator(user);
        setSession({ state: "signed-in", user });
      },
      (error: unknown) => {
        if (!live) return;
        const signedOut = error instanceof DeskCallError && error.failure.kind === "signed-out";
        const kept = signedOut ? null : keptOperator();
        setSession(
          signedOut
            ? { state: "signed-out", expired: null }
            : kept
              ? { state: "offline", user: kept }
              : { state: "unreachable" },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useRetryWhenOnline(setAttempt, session.state === "offline" || session.state === "unreachable");

  React.useEffect(
    () =>
      onSignedOut(() =>
        setSession((current) =>
          current.state === "signed-in" ? { state: "signed-out", expired: current.user } : current,
        ),
      ),
    [],
  );

  const value = React.useMemo<Session>(
    () => ({
      ...session,
      async signIn(email, password) {
        try {
          await appwrite.account.createEmailPasswordSession({ email, password });
        } catch (error) {
          // A refused sign-in answers 401 too: that is Appwrite's reason to show, not an expiry.
          const failure = callFailure(error);
          throw new DeskCallError(
            failure.kind === "signed-out" && error instanceof Error
              ? { kind: "refused", message: error.message, code: 401 }
              : failure,
          );
        }
        const user = await call(() => appwrite.account.get());
        keepOperator(user);
        setSession({ state: "signed-in", user });
      },
      async signOut() {
        // Forgotten at the tap: the other calls of the page may answer 401 and show the sign-in
        // form before the session's own deletion has answered.
        forgetOffline();
        await call(() => appwrite.account.deleteSession({ sessionId: "current" })).catch(
          () => undefined,
        );
        setSession({ state: "signed-out", expired: null });
      },
      retry: () => setAttempt((count) => count + 1),
    }),
    [session],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

function useSession(): Session {
  const session = React.useContext(SessionContext);
  if (!session) throw new Error("useSession outside <SessionProvider>.");
  return session;
}

/** The signed-in operator (or the one whose session just expired), as history records them. */
function useOperator(): { name: string; id: string } {
  const session = useSession();
  const user =
    session.state === "signed-in" || session.state === "offline"
      ? session.user
      : session.state === "signed-out"
        ? session.expired
        : null;
  if (!user) throw new Error("useOperator without a session.");
  return { name: user.name || user.email, id: user.$id };
}

export { SessionProvider, useOperator, useSession };
