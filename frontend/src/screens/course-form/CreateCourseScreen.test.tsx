import { act, screen } from "@testing-library/react";
import type { PreloadedQuery } from "react-relay";
import type { OperationType } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import CreateCourseScreen from "./CreateCourseScreen.tsx";

// The route loader isn't part of the test router: load the screen's query against the test's mock environment.
vi.mock("../../relay/useRouteQuery.ts", async () => {
  const { loadQuery, useRelayEnvironment } = await import("react-relay");
  const { default: artifact } = await import("../../__generated__/CreateCourseScreenQuery.graphql.ts");
  const references = new WeakMap<object, PreloadedQuery<OperationType>>();
  return {
    useRouteQuery: () => {
      const environment = useRelayEnvironment();
      let reference = references.get(environment);
      if (!reference) {
        reference = loadQuery<OperationType>(environment, artifact, {});
        references.set(environment, reference);
      }
      return reference;
    },
  };
});

function open(userType: string) {
  const utils = renderWithRelay(<CreateCourseScreen />, { path: "/create-course" });
  act(() => {
    utils.environment.mock.resolveMostRecentOperation({
      data: { viewer: { id: "user-1", userType, state: "Karnataka", district: "Mandya", cityVillage: "Maddur" } },
    });
  });
  return utils;
}

describe("CreateCourseScreen", () => {
  it("gives a training provider the empty course form, with Back to the dashboard", async () => {
    open("training_provider");
    expect(await screen.findByRole("heading", { level: 1, name: "Create Course" })).toBeTruthy();
    expect(((await screen.findByRole("textbox", { name: "Course title" })) as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/training-provider");
  });

  it("tells anyone else that only training providers create courses", async () => {
    open("employer");
    expect(await screen.findByText("Only training providers can create courses.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Course title" })).toBeNull();
  });
});
