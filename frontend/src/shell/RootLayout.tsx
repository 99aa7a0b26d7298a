import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { HeaderActionsProvider } from "../components/HeaderActions.tsx";
import { useSession } from "../session/session.ts";
import { accessOf } from "./access.ts";

const AppFrame = lazy(() => import("./AppFrame.tsx"));
const UserTypeSelectionScreen = lazy(() => import("../screens/user-type/UserTypeSelectionScreen.tsx"));
const NotificationBell = lazy(() =>
  import("../features/notifications/index.ts").then((module) => ({ default: module.NotificationBell })),
);

/** A signed-in person's top bar ends with the notification bell, on every screen of the app frame. */
const SIGNED_IN_HEADER_ACTIONS = (
  <Suspense fallback={null}>
    <NotificationBell />
  </Suspense>
);

/**
 * The route table by login state: signed out, only the landing page and sign-in; signed in
 * without a userType, the user-type selection; otherwise every route. The landing page renders bare; every
 * other screen inside the app frame (Chakra, Relay, toasts, bottom bar), which loads on first need; a signed-in
 * person's screens have the notification bell in their top bar.
 */
export function RootLayout() {
  const { viewer } = useSession();
  const location = useLocation();
  const access = accessOf(useMatches());

  if (access === "member" && !viewer) {
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (access === "signedOut" && viewer) return <Navigate to="/" replace />;
  if (access === "home" && !viewer) return <Outlet />;

  const needsRole = Boolean(
    viewer && !viewer.userType && access !== "any" && location.pathname !== "/user-type-selection",
  );
  return (
    <Suspense fallback={null}>
      <AppFrame userType={viewer?.userType}>
        <HeaderActionsProvider actions={viewer?.userType ? SIGNED_IN_HEADER_ACTIONS : null}>
          {needsRole ? <UserTypeSelectionScreen /> : <Outlet />}
        </HeaderActionsProvider>
      </AppFrame>
    </Suspense>
  );
}
