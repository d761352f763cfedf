import * as React from "react";
import { createRoot } from "react-dom/client";
import { Card, CardContent, CardHeader } from "../ui/card";
import { appwrite } from "../desk/services/appwrite";
import { forgetOffline } from "../desk/services/offline";
import { TopBar } from "../desk/top-bar";
import "./back-office.css";

/**
 * The editor's page as part of the back office, on a server whose editor is the desk's operators'
 * (CONTENT_EDITOR=git): the desk's top bar above Decap, and for a signed-in user who is no
 * operator, a page that says so in Decap's place.
 */

/** Who is signed in, as the editor's backend names them (server/content/). */
type Person = { name: string; email: string };

export function isPerson(value: unknown): value is Person {
  const person = value as Partial<Person> | null | undefined;
  return typeof person?.name === "string" && typeof person.email === "string";
}

async function signOut() {
  forgetOffline();
  await appwrite.account.deleteSession({ sessionId: "current" }).catch(() => undefined);
  location.assign("/desk/");
}

/** Renders into an element of its own before Decap's (#nc-root), which Decap leaves alone. */
function mount(node: React.ReactNode) {
  const element = document.createElement("div");
  element.dataset.backOffice = "";
  document.body.prepend(element);
  createRoot(element).render(node);
}

/** The desk's top bar above the editor, at "Site content". */
export function showTopBar(user: Person) {
  mount(<TopBar current="content" user={user} onSignOut={() => void signOut()} />);
}

function NotOperatorPage({ user }: { user: Person }) {
  const who = user.name ? `${user.name} (${user.email})` : user.email;
  return (
    <>
      <TopBar current="content" user={user} onSignOut={() => void signOut()} />
      <main className="mx-auto grid max-w-6xl place-items-center px-4 py-10">
        <Card className="w-full max-w-lg">
          <CardHeader>
            <h1 className="font-display text-xl leading-snug font-semibold">
              This account cannot edit the site
            </h1>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 text-sm">
            <p>
              You are signed in as {who}, which is not one of the site&apos;s operators. Only
              operators may change its content.
            </p>
            <p>
              To be added, ask whoever runs the server to make you an operator: on the server,{" "}
              <code className="rounded-sm bg-muted px-1">npm run operator -- add {user.email}</code>
              , or, on Appwrite Cloud, in the operators team. Then sign in again at the desk.
            </p>
          </CardContent>
        </Card>
      </main>
    </>
  );
}

/** In Decap's place: why this signed-in user may not edit, and how to be added. */
export function showNotOperator(user: Person) {
  document.title = "Not an operator · Content editor";
  mount(<NotOperatorPage user={user} />);
}
