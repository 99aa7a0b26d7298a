import { describe, expect, it } from "vitest";
import { matchesRoutePattern, type PageFiles, scriptsOfPage } from "./page-files.ts";

const FILES: PageFiles = {
  scripts: ["/assets/index-1.js", "/assets/vendor-react-2.js"],
  frame: ["/assets/AppFrame-3.js", "/assets/vendor-react-2.js"],
  routes: [
    ["/", ["/assets/Home-4.js"]],
    ["/job/:id", ["/assets/JobDetail-5.js"]],
  ],
  placeNames: { kn: "/assets/kn-7.js" },
};

describe("the scripts of a page", () => {
  it("matches a route's pattern segment by segment, a parameter taking any one segment", () => {
    expect(matchesRoutePattern("/job/:id", "/job/Sm9iOjI3")).toBe(true);
    expect(matchesRoutePattern("/job/:id", "/job/Sm9iOjI3/")).toBe(true);
    expect(matchesRoutePattern("/job/:id", "/job")).toBe(false);
    expect(matchesRoutePattern("/job/:id", "/jobs/1")).toBe(false);
    expect(matchesRoutePattern("/", "/")).toBe(true);
    expect(matchesRoutePattern("/", "/jobs")).toBe(false);
  });

  it("lists the entry's, the frame's, the route's and the language's place names, each once", () => {
    expect(scriptsOfPage(FILES, "/job/Sm9iOjI3", "kn")).toEqual([
      "/assets/index-1.js",
      "/assets/vendor-react-2.js",
      "/assets/AppFrame-3.js",
      "/assets/JobDetail-5.js",
      "/assets/kn-7.js",
    ]);
    expect(scriptsOfPage(FILES, "/nowhere", "en")).toEqual([
      "/assets/index-1.js",
      "/assets/vendor-react-2.js",
      "/assets/AppFrame-3.js",
    ]);
  });
});
