import * as React from "react";
import { Card, CardContent, CardHeader } from "../../ui/card";
import { Field, FieldError, FormAlert, Input, Label, SubmitButton } from "../../ui/field";
import { failureMessage } from "../services/appwrite";
import { useSession } from "../session";
import { useTitle } from "../use-title";

type Problems = { email?: string; password?: string };

/**
 * The back-office pages outside the desk that send an operator here to sign in and are gone back
 * to once signed in (`?back=`): the content editor (admin/main.tsx). Any other address is ignored.
 */
const backTo = new Set(["/admin/"]);

function check(email: string, password: string): Problems {
  const problems: Problems = {};
  if (!email.trim()) problems.email = "Enter the e-mail address you sign in with.";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    problems.email = "This is not an e-mail address: it needs an @ and a domain.";
  if (!password) problems.password = "Enter your password.";
  return problems;
}

/**
 * Signing in with e-mail and password. A refused sign-in shows Appwrite's own message and keeps
 * what was typed; the page the operator asked for shows once signed in.
 */
function SignInPage({ expired }: { expired: boolean }) {
  useTitle("Sign in · Desk");
  const session = useSession();
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [problems, setProblems] = React.useState<Problems>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(email, password);
    setProblems(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await session.signIn(email.trim(), password);
      const back = new URLSearchParams(location.search).get("back");
      if (back !== null && backTo.has(back)) location.assign(back);
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-background px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="font-display text-xl leading-snug font-semibold">Sign in to the desk</h1>
          {expired ? (
            <p className="text-sm text-muted-foreground">
              Your session has ended. Sign in again to carry on where you were.
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
            <div role="alert">
              {failure ? <FormAlert data-testid="sign-in-error">{failure}</FormAlert> : null}
            </div>
            <Field>
              <Label htmlFor="sign-in-email" required>
                E-mail
              </Label>
              <Input
                ref={emailRef}
                id="sign-in-email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={problems.email ? true : undefined}
                aria-describedby={problems.email ? "sign-in-email-error" : undefined}
              />
              <FieldError id="sign-in-email-error">{problems.email}</FieldError>
            </Field>
            <Field>
              <Label htmlFor="sign-in-password" required>
                Password
              </Label>
              <Input
                ref={passwordRef}
                id="sign-in-password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={problems.password ? true : undefined}
                aria-describedby={problems.password ? "sign-in-password-error" : undefined}
              />
              <FieldError id="sign-in-password-error">{problems.password}</FieldError>
            </Field>
            <SubmitButton busy={busy}>Sign in</SubmitButton>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}

export { SignInPage };
