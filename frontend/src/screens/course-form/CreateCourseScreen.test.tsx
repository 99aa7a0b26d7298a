import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/CreateCourseScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import CreateCourseScreen from "./CreateCourseScreen.tsx";

function open(userType: string) {
  const utils = renderRoute(<CreateCourseScreen />, { query, path: "/create-course" });
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
