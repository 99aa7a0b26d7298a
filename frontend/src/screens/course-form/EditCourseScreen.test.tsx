import { act, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/EditCourseScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import EditCourseScreen from "./EditCourseScreen.tsx";

const COURSE = {
  __typename: "Course",
  id: "course-7",
  title: "Drip irrigation",
  provider: { id: "provider-1" },
  language: "kn",
  status: "active",
};

function open(course: Record<string, unknown> | null) {
  const utils = renderRoute(<EditCourseScreen />, {
    query,
    variables: { id: "course-7" },
    path: "/create-course/course-7/edit",
  });
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Query: () => ({ viewer: { id: "provider-1" }, node: course }),
        User: (context) =>
          context.path?.includes("provider")
            ? (course?.provider ?? null)
            : { id: "provider-1", state: null, district: null, cityVillage: null },
        Node: () => course,
      }),
    );
  });
  return utils;
}

describe("EditCourseScreen", () => {
  it("fills the form with the provider's course", async () => {
    open(COURSE);
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Course" })).toBeTruthy();
    expect(((await screen.findByRole("textbox", { name: "Course title" })) as HTMLInputElement).value).toBe(
      "Drip irrigation",
    );
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeTruthy();
  });

  it("says a course run by someone else is not theirs to change", async () => {
    open({ ...COURSE, provider: { id: "provider-2" } });
    expect(await screen.findByText("You can only change your own courses")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Course title" })).toBeNull();
  });

  it("says when the course does not exist", async () => {
    open(null);
    expect(await screen.findByText("Course not found")).toBeTruthy();
  });
});
