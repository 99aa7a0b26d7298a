import { i18n } from "@lingui/core";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toaster } from "../toasts/toaster.ts";

// relay-test-utils' mock environment calls jest.fn()/jest.spyOn(); vitest's vi provides the same.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Test files share a worker's modules (the web project runs without isolation): each file starts in English with
// the source messages, whatever language the file before it left active.
i18n.loadAndActivate({ locale: "en", messages: {} });
document.documentElement.removeAttribute("lang");

afterEach(() => {
  cleanup();
  toaster.remove();
  localStorage.clear();
});
