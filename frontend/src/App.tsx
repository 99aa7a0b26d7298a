import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createBrowserRouter, type DataRouter, type HydrationState, RouterProvider } from "react-router";
import { routes } from "./routes.tsx";

/**
 * The app's router: its loaders start their requests as soon as it is created, before the first render. A
 * server-rendered page gives it the server's loader data (`hydrationData`), so nothing is asked again.
 */
export function createAppRouter(hydrationData?: HydrationState): DataRouter {
  return createBrowserRouter(routes, { hydrationData });
}

/** The app: only the router and Lingui at the top; Chakra and Relay load with the app frame (AppFrame). */
export function App({ router }: { router: DataRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
