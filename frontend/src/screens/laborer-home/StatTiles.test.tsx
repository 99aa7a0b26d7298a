import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { StatTilesTestQuery } from "../../__generated__/StatTilesTestQuery.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { StatTiles } from "./StatTiles.tsx";

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

type Tiles = { completedJobs: number; rating: number | null; reviewCount: number; averageDailyRate: number | null };

function renderTiles(user: Tiles) {
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
  it("shows a new laborer 0 jobs, 'New' instead of a rating, and no daily rate", async () => {
    renderTiles({ completedJobs: 0, rating: null, reviewCount: 0, averageDailyRate: null });
    await screen.findByText("Jobs Completed");
    expect(tileValue("Jobs Completed")).toBe("0");
    expect(tileValue("Rating")).toBe("New");
    expect(screen.queryByText("Avg. Daily Rate")).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
  });

  it("shows the laborer's real counts, rating and the average rate of her accepted work", async () => {
    const user = { completedJobs: 17, rating: 4.3, reviewCount: 9, averageDailyRate: 640 };
    renderTiles(user);
    await screen.findByText("Jobs Completed");
    expect(tileValue("Jobs Completed")).toBe(String(user.completedJobs));
    expect(tileValue("Rating")).toBe(user.rating.toFixed(1));
    expect(tileValue("Avg. Daily Rate")).toBe(formatRupees(640));
  });

  it("shows the daily rate of accepted work even before any rating", async () => {
    renderTiles({ completedJobs: 0, rating: null, reviewCount: 0, averageDailyRate: 550 });
    await screen.findByText("Jobs Completed");
    expect(tileValue("Rating")).toBe("New");
    expect(tileValue("Avg. Daily Rate")).toBe(formatRupees(550));
  });
});
