import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { activateLocale, storedLocale } from "./i18n/locales.ts";

// Importing App creates the router, whose loaders start the route's queries at once; the language
// catalog downloads at the same time, and the first render waits only for it.
void activateLocale(storedLocale()).then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
