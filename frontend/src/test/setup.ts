import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toaster } from "../toasts/toaster.ts";

// relay-test-utils' mock environment calls jest.fn()/jest.spyOn(); vitest's vi provides the same.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
  toaster.remove();
  localStorage.clear();
});
