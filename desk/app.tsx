import * as React from "react";
import { Link, Route, Router, Switch, useLocation } from "wouter";
import { KitProvider, type KitLinkProps, type KitMessages } from "../ui/kit-provider";
import { LoadError } from "../ui/load-error";
import { Spinner } from "../ui/spinner";
import { ChangesPage } from "./pages/changes";
import { EnquiryPage } from "./pages/enquiry";
import { InboxPage } from "./pages/inbox";
import { ReviewsPage } from "./pages/reviews";
import { SignInPage } from "./pages/sign-in";
import { deskBase, deskPaths, deskPatterns } from "./paths";
import { SessionProvider, useSession } from "./session";
import { TopBar, type BackOfficePlace } from "./top-bar";
import { useTitle } from "./use-title";

// The composer carries every tour's data: it loads when an operator opens it, not with the inbox.
const ProposalPage = React.lazy(() =>
  import("./pages/proposal").then((module) => ({ default: module.ProposalPage })),
);

/** The kit's texts the desk's pages show, in the desk's language (English). */
const kitMessages: Partial<KitMessages> = {
  form: { sending: "Saving...", error: "Something went wrong. Please try again." },
  dialog: { close: "Close" },
  loadError: {
    retry: "Try again",
    renderFailed: "Something went wrong while showing this page.",
    loadFailed: "The server cannot be reached. Check the connection and try again.",
  },
};

/** A page that failed to load its code or to render: said so, with a reload to try again. */
class PageErrorBoundary extends React.Component<
  { children: React.ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        message="This page could not load. Check the connection and try again."
        onRetry={() => window.location.reload()}
      />
    );
  }
}

function KitRouterLink({ href, ...props }: KitLinkProps) {
  return <Link href={href} {...props} />;
}

/** The top bar's place a page of the desk belongs to: an enquiry's pages are the inbox's. */
function placeOf(location: string): BackOfficePlace {
  if (location === deskPaths.changes) return "changes";
  if (location === deskPaths.reviews) return "reviews";
  return "inbox";
}

function SignedInShell({
  user,
  children,
}: {
  user: { name: string; email: string };
  children: React.ReactNode;
}) {
  const session = useSession();
  const [location] = useLocation();
  const main = React.useRef<HTMLElement>(null);
  const shown = React.useRef(location);
  // After moving to another page, reading starts at its content, as after a page load.
  React.useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    main.current?.focus();
  }, [location]);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <TopBar
        current={placeOf(location)}
        user={user}
        onSignOut={() => void session.signOut()}
        deskLink={Link}
      />
      {session.state === "offline" ? (
        <div
          role="status"
          data-testid="desk-offline"
          className="border-b border-border bg-secondary-soft text-secondary-soft-foreground"
        >
          <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
            No connection: the desk shows what it last loaded on this device, and saves nothing
            until the connection is back.
          </p>
        </div>
      ) : null}
      <main ref={main} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none">
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
    </div>
  );
}

function Pages() {
  const session = useSession();
  if (session.state === "checking") {
    return (
      <main className="grid min-h-dvh place-items-center">
        <Spinner label="Checking your session" />
      </main>
    );
  }
  if (session.state === "unreachable") {
    return (
      <main className="grid min-h-dvh place-items-center">
        <h1 className="sr-only">Desk</h1>
        <LoadError
          message="The server cannot be reached. Check the connection and try again."
          onRetry={session.retry}
        />
      </main>
    );
  }
  const user = session.state === "signed-out" ? session.expired : session.user;
  // When a session expires the page stays mounted, hidden, so that what the operator typed is
  // still there once they have signed in again.
  return (
    <>
      {user ? (
        <div hidden={session.state === "signed-out"}>
          <SignedInShell user={user}>
            <Switch>
              <Route path={deskPaths.inbox} component={InboxPage} />
              <Route path={deskPaths.changes} component={ChangesPage} />
              <Route path={deskPaths.reviews} component={ReviewsPage} />
              <Route path={deskPatterns.enquiry}>
                {(params) => <EnquiryPage id={params.id} />}
              </Route>
              <Route path={deskPatterns.proposal}>
                {(params) => (
                  <React.Suspense fallback={<Spinner label="Loading the composer" />}>
                    <ProposalPage id={params.id} />
                  </React.Suspense>
                )}
              </Route>
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </SignedInShell>
        </div>
      ) : null}
      {session.state === "signed-out" ? <SignInPage expired={session.expired !== null} /> : null}
    </>
  );
}

function NotFound() {
  useTitle("Not found · Desk");
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="font-display text-2xl font-semibold">No such page on the desk</h1>
      <Link href={deskPaths.inbox} className="text-primary underline underline-offset-4">
        Back to the inbox
      </Link>
    </div>
  );
}

/** The operator's desk: kit texts, the session, and the router under /desk, in that order. */
function DeskApp() {
  return (
    <KitProvider messages={kitMessages} locale="en-GB" link={KitRouterLink}>
      <SessionProvider>
        <Router base={deskBase}>
          <Pages />
        </Router>
      </SessionProvider>
    </KitProvider>
  );
}

export { DeskApp };
