import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { useSession } from "../session/session.ts";

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
  if (viewer.userType === "employer") return <Navigate to="/employer-dashboard" replace />;
  if (viewer.userType === "training_provider") return <Navigate to="/training-provider" replace />;
  return <LaborerHomeScreen />;
}
