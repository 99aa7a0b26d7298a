import { useEffect } from "react";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { useLocation } from "react-router";
import type { IEnvironment } from "relay-runtime";
import type { useUnreadNotificationCountQuery } from "../../__generated__/useUnreadNotificationCountQuery.graphql.ts";
import { afterMarksSettled } from "./markingRead.ts";

const unreadCountQuery = graphql`
  query useUnreadNotificationCountQuery {
    unreadNotificationCount
  }
`;

/** Environments whose count is being read now: one read at a time. */
const reading = new WeakSet<IEnvironment>();

/** Reads the unread count from the server into the store, once any mark as read sent before has its answer. */
function readUnreadCount(environment: IEnvironment) {
  if (reading.has(environment)) return;
  reading.add(environment);
  const done = () => reading.delete(environment);
  afterMarksSettled(() =>
    fetchQuery(environment, unreadCountQuery, {}, { fetchPolicy: "network-only" }).subscribe({
      complete: done,
      // Offline or signed out: the bell keeps the last count it had.
      error: done,
    }),
  );
}

/**
 * The signed-in person's unread notifications (0 until known). It is read when the screen changes and when the
 * app comes back into view (the window regains focus), and never on a timer; marking read changes it at once.
 */
export function useUnreadNotificationCount(): number {
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  const data = useLazyLoadQuery<useUnreadNotificationCountQuery>(unreadCountQuery, {}, { fetchPolicy: "store-only" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (pathname) is the reason to read it again
  useEffect(() => readUnreadCount(environment), [environment, pathname]);

  useEffect(() => {
    const readWhenShown = () => {
      if (document.visibilityState === "visible") readUnreadCount(environment);
    };
    window.addEventListener("focus", readWhenShown);
    document.addEventListener("visibilitychange", readWhenShown);
    return () => {
      window.removeEventListener("focus", readWhenShown);
      document.removeEventListener("visibilitychange", readWhenShown);
    };
  }, [environment]);

  return data.unreadNotificationCount ?? 0;
}
