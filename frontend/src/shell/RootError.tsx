import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isSignedOutError, signInAgainSoon } from "../relay/sign-in-again.ts";

/**
 * When a screen fails to load: a session that has ended (signed out on another device, expired) says 'You are
 * logged out. Logging in again...' and goes to sign in; anything else (a dropped connection, a new release) says
 * so and offers a reload. `go` is the browser's navigation (tests pass their own).
 */
export function RootError({ go }: { go?: (url: string) => void } = {}) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const signedOut = status === 401 || isSignedOutError(error);
  useEffect(() => {
    if (signedOut) signInAgainSoon(go);
  }, [signedOut, go]);
  if (signedOut) {
    return (
      <main style={{ maxWidth: 480, margin: "0 auto", padding: "4rem 1rem", textAlign: "center" }}>
        <p role="status" style={{ fontSize: "1.125rem", color: "#1f5722" }}>
          <Trans>You are logged out. Logging in again...</Trans>
        </p>
      </main>
    );
  }
  return (
    <main style={{ maxWidth: 480, margin: "0 auto", padding: "4rem 1rem", textAlign: "center" }}>
      <h1 style={{ fontSize: "1.5rem", color: "#1f5722" }}>
        {status === 404 ? <Trans>404 Page Not Found</Trans> : <Trans>Something went wrong</Trans>}
      </h1>
      <p style={{ color: "#3f3f46" }}>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          minHeight: 44,
          padding: "0 1.25rem",
          borderRadius: 8,
          border: 0,
          background: "#276b2a",
          color: "white",
          font: "inherit",
          fontSize: "1rem",
        }}
      >
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}

/** Shown for the instant before the first route's data arrives. */
export function RootHydrateFallback() {
  return <div aria-busy="true" style={{ minHeight: "100dvh" }} />;
}
