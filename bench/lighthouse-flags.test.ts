import { Launcher } from "chrome-launcher";
import { describe, expect, it } from "vitest";
import { FEATURES_KEPT_ON, lighthouseChromeFlags } from "./lighthouse-flags.ts";

describe("lighthouseChromeFlags", () => {
  it("keeps every other default and disabled feature, drops RenderDocument, and appends the extra flags", () => {
    const flags = lighthouseChromeFlags(
      ["--mute-audio", "--disable-features=Translate,RenderDocument,MediaRouter", "--no-first-run"],
      ["--headless", "--no-sandbox"],
    );
    expect(flags).toEqual([
      "--mute-audio",
      "--disable-features=Translate,MediaRouter",
      "--no-first-run",
      "--headless",
      "--no-sandbox",
    ]);
  });

  it("drops a --disable-features flag left empty", () => {
    expect(lighthouseChromeFlags(["--disable-features=RenderDocument", "--mute-audio"], [])).toEqual(["--mute-audio"]);
  });

  it("applied to the installed chrome-launcher's defaults, leaves no kept-on feature disabled and loses no other flag", () => {
    const defaults = Launcher.defaultFlags();
    const flags = lighthouseChromeFlags(defaults, []);
    const disabled = flags.filter((flag) => flag.startsWith("--disable-features=")).join(",");
    for (const feature of FEATURES_KEPT_ON) expect(disabled.split(/[=,]/)).not.toContain(feature);
    expect(flags.filter((flag) => !flag.startsWith("--disable-features="))).toEqual(
      defaults.filter((flag) => !flag.startsWith("--disable-features=")),
    );
    expect(disabled).toContain("Translate");
  });
});
