import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import LandingScreen from "./LandingScreen.tsx";

/**
 * The landing page's markup in English (the English catalog's `messages`), as the browser's first render of it
 * produces, for the build to put in index.html: a first visit on a slow network sees the page as soon as the
 * HTML arrives, before any script has run.
 */
export function renderLanding(messages: Messages): string {
  i18n.loadAndActivate({ locale: "en", messages });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <LandingScreen />
    </I18nProvider>,
  );
}
