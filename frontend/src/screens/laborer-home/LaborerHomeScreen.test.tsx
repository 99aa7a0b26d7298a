import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { act, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/LaborerHomeScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import LaborerHomeScreen from "./LaborerHomeScreen.tsx";

const LABORER = {
  firstName: "Lakshmi",
  lastName: "Gowda",
  email: "lakshmi@example.in",
  completedJobs: 3,
  rating: null,
  mobileNumber: "9876500001",
  isMobileVerified: true,
  educationLevel: "primary",
  gender: "female",
  age: 34,
  isAddressVerified: false,
  skills: [],
};

// An operation's text, from the persisted map relay-compiler writes (the artifact carries only its key).
const PERSISTED_MAP = "../../../persisted-operations.json";
const persistedText = (id: string | null | undefined) =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(PERSISTED_MAP, import.meta.url)), "utf8")) as Record<string, string>)[
    id ?? ""
  ];

describe("LaborerHomeScreen", () => {
  it("shows skeletons while loading, then the dashboard's cards", async () => {
    const { environment } = renderRoute(<LaborerHomeScreen />, { query });
    expect(await screen.findByLabelText("Loading")).toBeTruthy();

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("LaborerHomeScreenQuery");
    // Light enough to send for signed-out visitors too: 2 jobs and 2 courses (the dashboard previews 2 of each).
    const text = persistedText(operation.request.node.params.id);
    expect(text).toContain("jobs(first: 2)");
    expect(text).toContain("courses(first: 2)");

    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          User: () => LABORER,
          Query: () => ({ recommendedJobs: [], recommendedCourses: [] }),
          QueryJobsConnection: () => ({ edges: [] }),
          QueryCoursesConnection: () => ({ edges: [] }),
        }),
      );
    });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      `${LABORER.firstName} ${LABORER.lastName}`,
    );
    expect(screen.queryByLabelText("Loading")).toBeNull();
    expect(screen.getByText("Jobs Completed")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Profile Information" })).toBeTruthy();
    expect(screen.getByText("No skills added yet")).toBeTruthy();
    expect(screen.getByText("Complete Your Skill Assessment")).toBeTruthy();
    expect(screen.getByText("Complete Verification")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Explore Platform" })).toBeTruthy();
    // The sections below the fold render after the first paint (their code loads lazily).
    expect(await screen.findByText("No jobs available right now")).toBeTruthy();
    expect(screen.getByText("No training programs available right now")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Recent Activity" })).toBeTruthy();
  });

  it("shows only placeholders when there is no user", async () => {
    const { environment } = renderRoute(<LaborerHomeScreen />, { query });
    await screen.findByLabelText("Loading");
    act(() => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Query: () => ({ viewer: null }) }),
      );
    });
    // still the skeleton after the data arrived
    await act(async () => {});
    expect(screen.getByLabelText("Loading")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});
