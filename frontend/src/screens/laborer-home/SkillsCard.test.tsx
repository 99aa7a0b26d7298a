import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { SkillsCardTestQuery } from "../../__generated__/SkillsCardTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { SkillsCard } from "./SkillsCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<SkillsCardTestQuery>(
    graphql`
      query SkillsCardTestQuery @relay_test_operation {
        viewer {
          ...SkillsCard_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <SkillsCard user={data.viewer} /> : null;
}

function renderCard(names: string[]) {
  const skills = names.map((name, i) => ({ id: `user-skill-${i}`, skill: { id: `skill-${i}`, name } }));
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => ({ skills }) }));
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

const NAMES = [
  "Sowing",
  "Weeding",
  "Harvesting",
  "Irrigation",
  "Ploughing",
  "Pruning",
  "Grafting",
  "Milking",
  "Threshing",
];

describe("SkillsCard", () => {
  it("shows the count, the first 6 skills and '+N more'", async () => {
    renderCard(NAMES);
    await screen.findByRole("heading", { name: "Skills" });
    expect(screen.getByText(`${NAMES.length} skills`)).toBeTruthy();
    const items = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([...NAMES.slice(0, 6), `+${NAMES.length - 6} more`]);
    for (const hidden of NAMES.slice(6)) expect(screen.queryByText(hidden)).toBeNull();
    expect(screen.getByRole("link", { name: "Skill Tree" }).getAttribute("href")).toBe("/skill-tree");
    expect(screen.getByRole("link", { name: "Manage Skills" }).getAttribute("href")).toBe("/skill-assessment");
  });

  it("shows every skill and no '+N more' when there are 6 or fewer", async () => {
    const names = NAMES.slice(0, 4);
    renderCard(names);
    await screen.findByRole("heading", { name: "Skills" });
    const items = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual(names);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("shows the empty state", async () => {
    renderCard([]);
    expect(await screen.findByText("No skills added yet")).toBeTruthy();
    expect(screen.getByText("0 skills")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByRole("link", { name: "Manage Skills" })).toBeTruthy();
  });
});
