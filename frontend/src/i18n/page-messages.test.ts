import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { readingCatalog } from "./page-messages.ts";

const CATALOG: Messages = {
  greeting: ["ನಮಸ್ಕಾರ"],
  wage: ["₹", ["amount"], " ದಿನಕ್ಕೆ"],
  unused: ["ಬಳಸದ"],
};

describe("a catalog that notes the messages a page reads", () => {
  it("gives the messages Lingui translated with, compiled as in the catalog, and none it did not read", () => {
    const catalog = readingCatalog(CATALOG);
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "kn", messages: catalog.messages });
    expect(i18n._("greeting")).toBe("ನಮಸ್ಕಾರ");
    expect(i18n._({ id: "wage", values: { amount: 500 } })).toBe("₹500 ದಿನಕ್ಕೆ");
    expect(catalog.read()).toEqual({ greeting: CATALOG.greeting, wage: CATALOG.wage });
  });

  it("leaves out ids the catalog does not have", () => {
    const catalog = readingCatalog(CATALOG);
    const i18n = setupI18n({ missing: () => "" });
    i18n.loadAndActivate({ locale: "kn", messages: catalog.messages });
    i18n._("not-in-the-catalog");
    expect(catalog.read()).toEqual({});
  });

  it("starts empty each time, so one page's messages never pass to the next", () => {
    readingCatalog(CATALOG).messages.greeting;
    expect(readingCatalog(CATALOG).read()).toEqual({});
  });
});
