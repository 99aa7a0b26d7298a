import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { logger } from "../log/logger.ts";
import type { GraphQLServer } from "./graphql.ts";
import {
  type PageGate,
  type Renderer,
  fontHeads,
  pageGate,
  pageLocale,
  renderedPage,
  scriptJson,
  serveRenderedPage,
} from "./server-render.ts";

const INDEX = `<!doctype html><html lang="en"><head><title>KhetSetu</title><script src="/assets/boot-AbC12_x.js"></script></head><body><div id="root"></div>
    <div id="ks-prerendered" aria-hidden="true" inert><main>landing</main></div>
  </body></html>`;

/** An app whose every page is served by `renderer` within `timeoutMs` (and `pages` at once). */
function appWith(renderer: Renderer, timeoutMs = 200, pages: PageGate | null = null) {
  const app = new Hono();
  app.get("*", (c) =>
    serveRenderedPage(c, {} as GraphQLServer, {
      renderer,
      indexHtml: INDEX,
      heads: {},
      timeoutMs,
      pages,
      log: logger,
    }),
  );
  return app;
}

describe("pages rendered on the server", () => {
  it("puts the markup in #root with its data, the language on <html>, and drops the prerendered landing page", async () => {
    const renderer: Renderer = {
      render: async ({ locale }) => ({
        kind: "page",
        status: 200,
        markup: '<main class="css-a1"><h1>ಕೆಲಸ</h1></main>',
        styles: '<style data-emotion="css a1">.css-a1{padding:4px;}</style>',
        data: { locale },
        renderMs: 3,
      }),
    };
    const response = await appWith(renderer).request("/jobs", { headers: { cookie: "language=kn" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/^render;dur=3\.0, ssr;dur=/);
    const html = await response.text();
    expect(html).toContain('<html lang="kn" data-ssr>');
    expect(html).toContain(
      '<div id="root"><main class="css-a1"><h1>ಕೆಲಸ</h1></main></div><script type="application/json" id="ks-ssr">',
    );
    // The render's styles go into the head.
    expect(html.split("</head>")[0]).toContain('<style data-emotion="css a1">.css-a1{padding:4px;}</style>');
    expect(html).not.toContain("ks-prerendered");
  });

  it("sends the app's shell when the render is not done in time, and says so", async () => {
    const never: Renderer = { render: () => new Promise(() => {}) };
    const started = performance.now();
    const response = await appWith(never, 150).request("/jobs");
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/^ssr;desc="shell"/);
    expect(response.headers.get("x-render")).toBe("timeout");
    expect(await response.text()).toBe(INDEX);
  });

  it("renders at most its limit of pages at once: one past it is the shell at once, and the next renders", async () => {
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let renders = 0;
    const renderer: Renderer = {
      render: async ({ url, locale }) => {
        renders++;
        if (url.endsWith("/slow")) await held;
        return { kind: "page", status: 200, markup: "<main>ok</main>", styles: "", data: { locale }, renderMs: 1 };
      },
    };
    const gate = pageGate(1);
    const app = appWith(renderer, 5_000, gate);
    const slow = app.request("/slow");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const busy = await app.request("/jobs");
    expect(busy.headers.get("x-render")).toBe("busy");
    expect(await busy.text()).not.toContain("ks-ssr");
    expect(renders).toBe(1);
    finish();
    expect(await (await slow).text()).toContain('id="ks-ssr"');
    expect(gate.inFlight).toBe(0);
    const next = await app.request("/jobs");
    expect(next.headers.get("x-render")).toBeNull();
    expect(await next.text()).toContain('id="ks-ssr"');
  });

  it("answers a redirect, and the not-found page as 404", async () => {
    const redirect: Renderer = { render: async () => ({ kind: "redirect", location: "/sign-in?next=%2Fjobs" }) };
    const moved = await appWith(redirect).request("/jobs");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/sign-in?next=%2Fjobs");
    const missing: Renderer = {
      render: async () => ({
        kind: "page",
        status: 404,
        markup: "<h1>404</h1>",
        styles: "",
        data: { locale: "en" },
        renderMs: 1,
      }),
    };
    expect((await appWith(missing).request("/nowhere")).status).toBe(404);
  });

  it("answers a file the build does not have with 404, without rendering", async () => {
    let renders = 0;
    const counting: Renderer = {
      render: async () => {
        renders++;
        return { kind: "shell", reason: "test" };
      },
    };
    const app = appWith(counting);
    for (const file of ["/favicon.ico", "/assets/index-old.js", "/robots.txt"])
      expect((await app.request(file)).status, file).toBe(404);
    expect(renders).toBe(0);
    expect((await app.request("/job/Sm9iOjI3")).status).toBe(200);
    expect(renders).toBe(1);
  });

  it("reads the language from the cookie, then Accept-Language, then English", () => {
    expect(pageLocale(new Headers({ cookie: "a=1; language=te", "accept-language": "hi" }))).toBe("te");
    expect(pageLocale(new Headers({ cookie: "language=fr", "accept-language": "hi-IN,en;q=0.5" }))).toBe("hi");
    expect(pageLocale(new Headers())).toBe("en");
  });

  it("defers the boot script, which blocks only the page that may show the prerendered landing page", () => {
    const page = renderedPage(INDEX, { locale: "kn", markup: "x", dataJson: "{}", head: "" });
    expect(page).toContain('<script defer src="/assets/boot-AbC12_x.js"></script>');
    expect(page).not.toContain('<script src="/assets/boot-');
    expect(page).toContain('<html lang="kn" data-ssr>');
  });

  it("puts text with dollar signs in as it is ($' and $& are not replacement patterns)", () => {
    const text = "Pay $' now, $& later, $` and $1";
    const page = renderedPage(INDEX, { locale: "en", markup: `<h1>${text}</h1>`, dataJson: "{}", head: text });
    expect(page).toContain(`<div id="root"><h1>${text}</h1></div>`);
    expect(page).toContain(`${text}</head>`);
    expect(page.match(/<html/g)).toHaveLength(1);
  });

  it("keeps the page's data from closing its script element", () => {
    expect(scriptJson({ text: "</script><script>alert(1)</script>" })).not.toContain("</script");
    expect(
      renderedPage(INDEX, { locale: "en", markup: "x", dataJson: scriptJson({ a: "<!--" }), head: "" }),
    ).not.toContain("<!--");
  });
});

describe("the script font in a rendered page's head", () => {
  it("carries and preloads the regular face only, at low priority: the semibold one follows hydration", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ks-fonts-"));
    try {
      fs.mkdirSync(path.join(dir, ".vite"));
      fs.mkdirSync(path.join(dir, "assets"));
      fs.writeFileSync(
        path.join(dir, ".vite", "manifest.json"),
        JSON.stringify({ "src/i18n/fonts/kn.css": { file: "assets/kn-1.css" } }),
      );
      fs.writeFileSync(
        path.join(dir, "assets", "kn-1.css"),
        '@font-face{font-family:"Noto Sans Kannada";font-weight:400;src:url(/assets/kn-400-a.woff2) format("woff2")}' +
          '@font-face{font-family:"Noto Sans Kannada";font-weight:600;src:url(/assets/kn-600-b.woff2) format("woff2")}',
      );
      const heads = fontHeads(dir);
      expect(Object.keys(heads)).toEqual(["kn"]);
      expect(heads.kn).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/kn-400-a.woff2">',
      );
      expect(heads.kn).toContain("font-weight:400");
      expect(heads.kn).not.toContain("600");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
