import { i18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  activateLocale,
  activatePageMessages,
  completeCatalog,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  storedLocale,
} from "./locales.ts";
import { PENDING_TEXT } from "./page-messages.ts";

describe("languages", () => {
  it("offers en, hi, kn and te with native names", () => {
    expect(LOCALES.map((l) => l.code)).toEqual(["en", "hi", "kn", "te"]);
    expect(new Set(LOCALES.map((l) => l.nativeName)).size).toBe(4);
  });

  it("defaults to English and ignores unknown stored values", () => {
    expect(storedLocale()).toBe("en");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "xx");
    expect(storedLocale()).toBe("en");
  });

  it("loads a catalog, activates it and keeps the choice", async () => {
    await activateLocale("kn");
    expect(i18n.locale).toBe("kn");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("kn");
    expect(storedLocale()).toBe("kn");
    expect(document.documentElement.lang).toBe("kn");
  });
});

describe("a server-rendered page's messages, then the whole catalog", () => {
  async function catalogOf(locale: string): Promise<Messages> {
    return ((await import(`../locales/${locale}.po`)) as { messages: Messages }).messages;
  }

  async function kannada() {
    const whole = await catalogOf("kn");
    const ids = Object.keys(whole);
    const page = Object.fromEntries(ids.slice(0, 3).map((id) => [id, whole[id]])) as Messages;
    return { whole, ids, page };
  }

  function countChanges() {
    let changes = 0;
    const stop = i18n.on("change", () => changes++);
    return { changes: () => changes, stop };
  }

  it("activates the page's messages alone, then adds the rest without drawing the screen again", async () => {
    const { whole, ids, page } = await kannada();
    activatePageMessages("kn", page);
    expect(i18n.locale).toBe("kn");
    expect(document.documentElement.lang).toBe("kn");
    expect(Object.keys(i18n.messages)).toHaveLength(3);
    const counted = countChanges();
    await completeCatalog("kn");
    counted.stop();
    expect(Object.keys(i18n.messages)).toHaveLength(ids.length);
    expect(i18n.messages[ids.at(-1)!]).toEqual(whole[ids.at(-1)!]);
    expect(counted.changes()).toBe(0);
  });

  it("draws the screen again when a text was drawn before the rest of the catalog arrived", async () => {
    const { ids, page } = await kannada();
    activatePageMessages("kn", page);
    const counted = countChanges();
    const completing = completeCatalog("kn");
    const later = ids[10]!;
    expect(i18n._(later)).toBe(PENDING_TEXT); // not there yet: a mark, not the message's id
    await completing;
    counted.stop();
    expect(counted.changes()).toBe(1);
    expect(i18n._(later)).not.toBe(PENDING_TEXT);
    expect(i18n._(later)).not.toBe(later);
  });

  it("shows the pending mark only until the whole catalog is there", async () => {
    const { page } = await kannada();
    activatePageMessages("kn", page);
    expect(i18n._("no-such-message")).toBe(PENDING_TEXT);
    await completeCatalog("kn");
    // Missing from the whole catalog too: Lingui's own fallback, and its missing event, as for any catalog.
    const missing: string[] = [];
    const stop = i18n.on("missing", ({ id }) => missing.push(id));
    expect(i18n._("no-such-message")).toBe("no-such-message");
    stop();
    expect(missing).toEqual(["no-such-message"]);
  });

  it("shows no pending mark once another language was chosen", async () => {
    const { page } = await kannada();
    activatePageMessages("kn", page);
    await activateLocale("hi");
    expect(i18n._("no-such-message")).toBe("no-such-message");
  });

  it("leaves a language chosen meanwhile as it is", async () => {
    const { page } = await kannada();
    activatePageMessages("kn", page);
    const completing = completeCatalog("kn");
    await activateLocale("hi");
    await completing;
    expect(i18n.locale).toBe("hi");
    expect(i18n.messages).toEqual(await catalogOf("hi"));
  });

  it("tries a failed download again once the phone is back online", async () => {
    const { whole, ids, page } = await kannada();
    activatePageMessages("kn", page);
    let downloads = 0;
    const completing = completeCatalog("kn", async () => {
      downloads++;
      if (downloads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return whole;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(downloads).toBe(1);
    expect(Object.keys(i18n.messages)).toHaveLength(3);
    window.dispatchEvent(new Event("online"));
    await completing;
    expect(downloads).toBe(2);
    expect(Object.keys(i18n.messages)).toHaveLength(ids.length);
  });
});
