import { describe, expect, it } from "vitest";
import type { Manifest, RouteModules } from "../scripts/measure-bundle-size.ts";
import { routePreloads } from "./route-preloads.ts";

const MANIFEST: Manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-2.js" },
  "_button.js": { file: "assets/button-3.js", imports: ["_react.js"] },
  "src/shell/AppFrame.tsx": { file: "assets/AppFrame-4.js", imports: ["_button.js", "_react.js"] },
  "src/screens/Jobs.tsx": { file: "assets/Jobs-5.js", imports: ["_button.js", "_card.js"] },
  "_card.js": { file: "assets/card-6.js" },
  "src/__generated__/JobsQuery.graphql.ts": { file: "assets/JobsQuery-7.js" },
  "src/screens/Home.tsx": { file: "assets/Home-8.js", imports: ["_card.js"] },
  "src/screens/Landing.tsx": { file: "assets/Landing-9.js" },
  "src/screens/NotFound.tsx": { file: "assets/NotFound-10.js" },
  "src/locales/en.po": { file: "assets/en-11.js" },
  "src/locales/kn.po": { file: "assets/kn-12.js" },
  "src/features/places/data/place-names/kn.json": { file: "assets/kn-13.js" },
};
const frame = "src/shell/AppFrame.tsx";
const ROUTES: RouteModules[] = [
  { route: "/ (signed out)", modules: ["src/screens/Landing.tsx"], budget: 1 },
  { route: "/ (laborer home)", modules: [frame, "src/screens/Home.tsx"], budget: 1 },
  { route: "/jobs", modules: [frame, "src/screens/Jobs.tsx", "src/__generated__/JobsQuery.graphql.ts"], budget: 1 },
  { route: "/* (not found)", modules: [frame, "src/screens/NotFound.tsx"], budget: 1 },
];

describe("routePreloads", () => {
  const table = routePreloads(MANIFEST, ROUTES);
  const names = (indexes: number[]) => indexes.map((i) => table.files[i]).sort();

  it("lists the frame's files beyond the entry's, and each member route's beyond both", () => {
    expect(names(table.frame)).toEqual(["AppFrame-4.js", "button-3.js"]);
    expect(table.routes.map(([pattern]) => pattern)).toEqual(["/", "/jobs"]);
    expect(names(table.routes[0]![1])).toEqual(["Home-8.js", "card-6.js"]);
    expect(names(table.routes[1]![1])).toEqual(["Jobs-5.js", "JobsQuery-7.js", "card-6.js"]);
  });

  it("names each language's catalog", () => {
    expect(Object.keys(table.catalogs).sort()).toEqual(["en", "kn"]);
    expect(table.files[table.catalogs.kn!]).toBe("kn-12.js");
    expect(table.files[table.catalogs.en!]).toBe("en-11.js");
  });

  it("names each language's place names", () => {
    expect(Object.keys(table.placeNames)).toEqual(["kn"]);
    expect(table.files[table.placeNames.kn!]).toBe("kn-13.js");
  });

  it("names each file once", () => {
    expect(new Set(table.files).size).toBe(table.files.length);
    expect(table.files).not.toContain("index-1.js");
    expect(table.files).not.toContain("Landing-9.js");
  });
});
