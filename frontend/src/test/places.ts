import { act, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { OperationDescriptor } from "relay-runtime";
import type { MockEnvironment as RelayMockEnvironment } from "relay-test-utils";

/** A place as the server's place search answers it. */
export type TestPlace = {
  name: string;
  kind: "state" | "district" | "block" | "town" | "village" | "pincode";
  district: string;
  state: string;
  block?: string | null;
  pincode?: string | null;
};

/** The operations of one name that the screen sent, oldest first. */
export function operationsNamed(environment: RelayMockEnvironment, name: string): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
}

/**
 * Waits for the place search's question about `text` (sent once the typing pauses) and answers it with `places`.
 */
export async function answerPlaceSearch(
  environment: RelayMockEnvironment,
  text: string,
  places: readonly TestPlace[],
): Promise<void> {
  const asked = await waitFor(() => {
    const found = operationsNamed(environment, "usePlaceSuggestionsQuery").find(
      (operation) => operation.request.variables.query === text,
    );
    expect(found, `the place search for "${text}"`).toBeDefined();
    return found!;
  });
  act(() =>
    environment.mock.resolve(asked, {
      data: { places: places.map((place) => ({ block: null, pincode: null, ...place })) },
    }),
  );
}
