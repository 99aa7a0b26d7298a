import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./routes.tsx";

/** Route loaders start their requests as soon as the router is created, before the first render. */
export const router = createBrowserRouter(routes);

/** The app: only the router and Lingui at the top; Chakra and Relay load with the app frame (AppFrame). */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
