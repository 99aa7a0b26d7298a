import { afterEach, describe, expect, it, vi } from "vitest";
import { type Actors, requests } from "./mixed.ts";
import { pageName, screenQueryName } from "./rendered-load-report.ts";

const actors: Actors = {
  laborers: [{ cookie: "ks=laborer", conversationId: 1 }],
  employerCookie: "ks=employer",
  viewJobs: [7],
  applyJobs: [8],
};
const rendered = '<div id="root"><main>Jobs</main></div><script type="application/json" id="ks-ssr">{}</script>';
const shell = '<div id="root"></div>';

describe("requests with first visits", () => {
  afterEach(() => vi.restoreAllMocks());
  // The weighted pick's last entry is "open a page".
  const openPages = () => vi.spyOn(Math, "random").mockReturnValue(0.999);

  it("follows every shell with the session and the screen's query", () => {
    openPages();
    const next = requests(actors, { pages: "shell" });
    const page = next();
    expect(page.name).toBe(pageName("laborer home"));
    expect(page.judge?.(200, shell)).toBe("ok");
    expect([next().name, next().name]).toEqual([
      screenQueryName("laborer home, session"),
      screenQueryName("laborer home"),
    ]);
    expect(next().name).toBe(pageName("browse jobs"));
  });

  it("follows a rendered page only when it fell back to the shell", () => {
    openPages();
    const next = requests(actors, { pages: "rendered" });
    expect(next().judge?.(200, rendered)).toBe("ok");
    const fellBack = next();
    expect(fellBack.name).toBe(pageName("browse jobs"));
    expect(fellBack.judge?.(200, shell)).toBe("refused");
    expect([next().name, next().name]).toEqual([
      screenQueryName("browse jobs, session"),
      screenQueryName("browse jobs"),
    ]);
    expect(next().name).toBe(pageName("shared job"));
  });
});
