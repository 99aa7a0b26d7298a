import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHAKRA_MEMO_MODULE, keyChakraStylesInOrder } from "./vite-plugin-chakra-style-order.ts";

const memoModule = path.resolve(import.meta.dirname, "../node_modules/@chakra-ui/react/dist/esm/utils/memo.js");

describe("Chakra's style cache keyed in the props' order", () => {
  it("rewrites the installed Chakra's memo helper so two orders of the same props are two cache entries", async () => {
    expect(CHAKRA_MEMO_MODULE.test(memoModule)).toBe(true);
    const rewritten = keyChakraStylesInOrder(fs.readFileSync(memoModule, "utf8"));
    const url = `data:text/javascript;base64,${Buffer.from(rewritten).toString("base64")}`;
    const { memo } = (await import(url)) as { memo: <T>(fn: (style: object) => T) => (style: object) => T };
    const keysOf = memo((style: object) => Object.keys(style).join(","));
    expect(keysOf({ fontSize: "sm", color: "gray.700" })).toBe("fontSize,color");
    expect(keysOf({ color: "gray.700", fontSize: "sm" })).toBe("color,fontSize");
  });

  it("refuses a helper it does not recognize rather than leaving it as it is", () => {
    expect(() => keyChakraStylesInOrder("const keys = Object.keys(value).toSorted();")).toThrow(/changed/);
  });
});
