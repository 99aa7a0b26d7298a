import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { HeaderActionsProvider } from "../components/HeaderActions.tsx";
import { useSession } from "../session/session.ts";
import { accessOf, accessRedirect } from "./access.ts";

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
 * The route table by login state: signed out, the landing page, sign-in and the pages shared by link (a job, a
 * course: "public", with a top bar offering Sign in); signed in without a userType, the user-type selection, which
 * then returns to the page it stood in for; otherwise every route. The landing page renders bare; every other screen
 * inside the app frame (Chakra, Relay, toasts, bottom bar), which loads on first need; a signed-in person's screens
 * have the notification bell in their top bar.
 */
export function RootLayout() {
  const { viewer } = useSession();
  const location = useLocation();
  const access = accessOf(useMatches());

  const redirect = access === "home" ? null : accessRedirect(access, viewer, location.pathname + location.search);
  if (redirect) return <Navigate to={redirect} replace />;
  if (access === "home" && !viewer) return <Outlet />;

  const needsRole = Boolean(
    viewer && !viewer.userType && access !== "any" && location.pathname !== "/user-type-selection",
  );
  // Standing in for a page the person opened (a shared job), the choice returns to it; at `/`, on to verification.
  const afterRole = access === "home" ? undefined : location.pathname + location.search;
  return (
    <Suspense fallback={null}>
      <AppFrame userType={viewer?.userType} signedOutHeader={!viewer && access === "public"}>
        <HeaderActionsProvider actions={viewer?.userType ? SIGNED_IN_HEADER_ACTIONS : null}>
          {needsRole ? <UserTypeSelectionScreen then={afterRole} /> : <Outlet />}
        </HeaderActionsProvider>
      </AppFrame>
    </Suspense>
  );
}
