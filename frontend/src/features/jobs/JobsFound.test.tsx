import { JOB_COUNT_LIMIT } from "@rules/job.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { JobsFound } from "./JobsFound.tsx";

describe("JobsFound", () => {
  it("says how many jobs below the counting limit", () => {
    renderWithRelay(<JobsFound count={JOB_COUNT_LIMIT - 1} />);
    expect(screen.getByText(`${new Intl.NumberFormat("en").format(JOB_COUNT_LIMIT - 1)} jobs found`)).toBeTruthy();
  });

  it("says 'N+' once the count reached the limit", () => {
    renderWithRelay(<JobsFound count={JOB_COUNT_LIMIT} />);
    expect(screen.getByText(`${new Intl.NumberFormat("en").format(JOB_COUNT_LIMIT)}+ jobs found`)).toBeTruthy();
  });
});
