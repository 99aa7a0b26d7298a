import { i18n } from "@lingui/core";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toaster } from "../toasts/toaster.ts";

// relay-test-utils' mock environment calls jest.fn()/jest.spyOn(); vitest's vi provides the same.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Each file starts in English with the source messages.
i18n.loadAndActivate({ locale: "en", messages: {} });
document.documentElement.removeAttribute("lang");

// findBy… and waitFor wait up to 15 s (not 1 s): a screen's lazily loaded parts (the state and district lists)
// arrive much later when CI runs the server tests and the browser journeys beside these.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  toaster.remove();
  localStorage.clear();
});
