import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { useSession } from "../session/session.ts";
import { accessOf } from "./access.ts";

const AppFrame = lazy(() => import("./AppFrame.tsx"));
const UserTypeSelectionScreen = lazy(() => import("../screens/user-type/UserTypeSelectionScreen.tsx"));

/**
 * The route table by login state: signed out, only the landing page and sign-in; signed in
 * without a userType, the user-type selection; otherwise every route. The landing page renders bare; every
 * other screen inside the app frame (Chakra, Relay, toasts, bottom bar), which loads on first need.
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
      <AppFrame userType={viewer?.userType}>{needsRole ? <UserTypeSelectionScreen /> : <Outlet />}</AppFrame>
    </Suspense>
  );
}
