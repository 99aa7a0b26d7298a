import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { useSession } from "../session/session.ts";
import { roleHome } from "./access.ts";

const LandingScreen = lazy(() => import("../screens/landing/LandingScreen.tsx"));
const LaborerHomeScreen = lazy(() => import("../screens/laborer-home/LaborerHomeScreen.tsx"));

/** `/`: the landing page when signed out; the laborer dashboard; employers and providers go to theirs. */
export default function HomeRoute() {
  const { viewer } = useSession();
  if (!viewer) {
    return (
      <Suspense fallback={null}>
        <LandingScreen />
      </Suspense>
    );
  }
  const home = roleHome(viewer.userType);
  if (home) return <Navigate to={home} replace />;
  return <LaborerHomeScreen />;
}
