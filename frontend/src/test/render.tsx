import { ChakraProvider } from "@chakra-ui/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from "react-router";
import type { ConcreteRequest, GraphQLResponseWithData, Variables } from "relay-runtime";
import {
  createMockEnvironment,
  type MockEnvironment as RelayMockEnvironment,
  MockPayloadGenerator,
  type MockResolvers,
} from "relay-test-utils";
import type { RoutePrefetch } from "../relay/prefetch.ts";
import { loadRouteQuery } from "../relay/useRouteQuery.ts";
import { system } from "../shell/theme.ts";
import { Toaster } from "../shell/Toaster.tsx";

i18n.loadAndActivate({ locale: "en", messages: {} });

type Options = { path?: string; environment?: RelayMockEnvironment } & RenderOptions;

/**
 * The route the test router renders `ui` at, for a screen that reads its route's query: the loader, what it
 * loaded for the first URL, and whether it runs again when the URL changes.
 */
type TestRoute = { loader?: (args: LoaderFunctionArgs) => RoutePrefetch; loaded?: RoutePrefetch; reloads?: boolean };

function renderAt(
  ui: ReactElement,
  route: TestRoute,
  { path = "/", environment = createMockEnvironment(), ...options }: Options,
) {
  const shouldRevalidate = route.reloads ? undefined : () => false;
  const router = createMemoryRouter([{ id: "route", path: "*", element: ui, loader: route.loader, shouldRevalidate }], {
    initialEntries: [path],
    hydrationData: route.loaded && { loaderData: { route: route.loaded } },
  });
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

/**
 * Renders a component as the app would (Chakra, Lingui in English, a router at `path`) against a Relay mock
 * environment. Resolve its operations with MockPayloadGenerator:
 *   environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers))
 */
export function renderWithRelay(ui: ReactElement, options: Options = {}) {
  return renderAt(ui, {}, options);
}

type RouteOptions = Options & {
  /** The screen's query (its `__generated__/<Screen>Query.graphql.ts`), as the route's loader sends it. */
  query: ConcreteRequest;
  /** Its variables, or the variables of each URL the screen goes to (the loader runs again on each). */
  variables?: Variables | ((url: URL) => Variables);
  /**
   * How the query is answered before the first render: MockPayloadGenerator's resolvers, a response as the server
   * sends it ({ data }), or the error it fails with. Without it, the test answers the pending operation itself.
   */
  answer?: MockResolvers | GraphQLResponseWithData | Error;
};

const isResponse = (answer: MockResolvers | GraphQLResponseWithData): answer is GraphQLResponseWithData =>
  "data" in answer;

/**
 * Renders a route's screen as renderWithRelay does, with the query its loader would have sent: loaded into the
 * mock environment at once (so the test may answer it before or after rendering), and read by the screen's
 * useRouteQuery.
 */
export function renderRoute(ui: ReactElement, { query, variables = {}, answer, ...options }: RouteOptions) {
  const environment = options.environment ?? createMockEnvironment();
  const prefetchAt = (url: string): RoutePrefetch => ({
    artifact: query,
    variables: typeof variables === "function" ? variables(new URL(url, "http://localhost")) : variables,
  });
  const loaded = prefetchAt(options.path ?? "/");
  loadRouteQuery(environment, loaded);
  if (answer instanceof Error) environment.mock.rejectMostRecentOperation(answer);
  else if (answer && isResponse(answer)) environment.mock.resolveMostRecentOperation(answer);
  else if (answer)
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, answer));
  // Variables of the URL: the loader runs on each URL, as the app's does. Fixed variables: one query throughout.
  const reloads = typeof variables === "function";
  const loader = reloads ? ({ request }: LoaderFunctionArgs) => prefetchAt(request.url) : () => loaded;
  return renderAt(ui, { loader, loaded, reloads }, { ...options, environment });
}
