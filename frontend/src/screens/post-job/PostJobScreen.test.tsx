import { act, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/PostJobScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import PostJobScreen from "./PostJobScreen.tsx";

function open(userType: string) {
  const utils = renderRoute(<PostJobScreen />, { query, path: "/post-job" });
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: "user-1", userType, state: "Karnataka", district: "Mandya", cityVillage: "Maddur" }),
      }),
    );
  });
  return utils;
}

describe("PostJobScreen", () => {
  it("gives an employer the job form", async () => {
    open("employer");
    expect(await screen.findByRole("textbox", { name: "Job title" })).toBeTruthy();
    expect(screen.queryByText("Only employers can post jobs.")).toBeNull();
  });

  it("tells a laborer that posting jobs is for employers, without the form", async () => {
    open("laborer");
    expect(await screen.findByText("Only employers can post jobs.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Job title" })).toBeNull();
  });
});
