import { ChakraProvider } from "@chakra-ui/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createMockEnvironment, type MockEnvironment as RelayMockEnvironment } from "relay-test-utils";
import { Toaster } from "../shell/Toaster.tsx";
import { system } from "../shell/theme.ts";

i18n.loadAndActivate({ locale: "en", messages: {} });

/**
 * Renders a component as the app would (Chakra, Lingui in English, a router at `path`) against a Relay mock
 * environment. Resolve its operations with MockPayloadGenerator:
 *   environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers))
 */
export function renderWithRelay(
  ui: ReactElement,
  { path = "/", environment = createMockEnvironment(), ...options }: { path?: string; environment?: RelayMockEnvironment } & RenderOptions = {},
) {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          {children}
          <Toaster />
        </ChakraProvider>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
  return { environment, router, ...render(<RouterProvider router={router} />, { wrapper, ...options }) };
}
