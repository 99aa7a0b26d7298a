import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { StatTilesTestQuery } from "../../__generated__/StatTilesTestQuery.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AVERAGE_DAILY_RATE, DEFAULT_RATING, StatTiles } from "./StatTiles.tsx";

function Harness() {
  const data = useLazyLoadQuery<StatTilesTestQuery>(
    graphql`
      query StatTilesTestQuery @relay_test_operation {
        viewer {
          ...StatTiles_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <StatTiles user={data.viewer} /> : null;
}

function renderTiles(user: { completedJobs: number; rating: number | null }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

/** The value shown above a tile's label. */
function tileValue(label: string): string | null | undefined {
  return screen.getByText(label).previousElementSibling?.textContent;
}

describe("StatTiles", () => {
  it("shows 0 jobs and the default rating 4.8 for a new laborer", async () => {
    renderTiles({ completedJobs: 0, rating: null });
    await screen.findByText("Jobs Completed");
    expect(DEFAULT_RATING).toBe(4.8);
    expect(tileValue("Jobs Completed")).toBe("0");
    expect(tileValue("Rating")).toBe("4.8");
    expect(tileValue("Avg. Daily Rate")).toBe(formatRupees(850));
    expect(AVERAGE_DAILY_RATE).toBe(850);
  });

  it("shows the laborer's real counts and rating", async () => {
    const user = { completedJobs: 17, rating: 4.3 };
    renderTiles(user);
    await screen.findByText("Jobs Completed");
    expect(tileValue("Jobs Completed")).toBe(String(user.completedJobs));
    expect(tileValue("Rating")).toBe(user.rating.toFixed(1));
  });
});
