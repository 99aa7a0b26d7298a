// README.md and docs/*.md, checked against the repository: every relative link reaches a file (and its
// #anchor a heading of that file, by GitHub's slug rules), every quoted npm command is a script of
// package.json or an npm built-in, every repository path written in backticks exists, and the README
// stays at most 12 KB (KB = 1000 bytes, as `npm run size` counts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const README_MAX_BYTES = 12_000;

/** npm's own commands, which need no script in package.json. */
const NPM_BUILTINS = new Set([
  "install",
  "i",
  "ci",
  "test",
  "t",
  "start",
  "stop",
  "restart",
  "run",
  "run-script",
  "exec",
  "init",
  "uninstall",
  "update",
  "outdated",
  "ls",
  "audit",
  "pack",
  "publish",
  "version",
  "link",
  "config",
  "cache",
  "help",
  "view",
  "why",
]);
/** Backticked text starting with one of these (and holding a `/`) names a repository path. */
const PATH_PREFIXES = ["graphql-server/", "frontend/", "prisma/", "scripts/", "bench/", "docs/", ".ci/"];

const docFiles = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];

interface Markdown {
  /** Text outside fenced code blocks, split into paragraphs (an inline code span never crosses a blank line). */
  paragraphs: string[];
  /** The contents of fenced code blocks. */
  codeBlocks: string[];
  /** Heading texts, in order. */
  headings: string[];
}

function parseMarkdown(text: string): Markdown {
  const paragraphs: string[] = [];
  const codeBlocks: string[] = [];
  const headings: string[] = [];
  let fence: string | undefined;
  let block: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) paragraphs.push(paragraph.join("\n"));
    paragraph = [];
  };
  for (const line of text.split("\n")) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        fenceMatch &&
        fenceMatch[1]![0] === fence[0] &&
        fenceMatch[1]!.length >= fence.length &&
        line.trim() === fenceMatch[1]
      ) {
        codeBlocks.push(block.join("\n"));
        fence = undefined;
      } else {
        block.push(line);
      }
      continue;
    }
    if (fenceMatch) {
      endParagraph();
      fence = fenceMatch[1]!;
      block = [];
      continue;
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) headings.push(heading[1]!);
    if (line.trim() === "") endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return { paragraphs, codeBlocks, headings };
}

/** The anchor GitHub gives a heading: its rendered text, lower-cased, punctuation dropped, spaces as hyphens. */
function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/(\*\*|__|\*)/g, "");
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Every heading's anchor, with GitHub's -1, -2, … for repeated headings. */
function anchorsOf(headings: string[]): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headings) {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const codeSpans = (paragraph: string) =>
  [...paragraph.matchAll(/(`+)([\s\S]*?[^`])\1(?!`)/g)].map((m) => m[2]!.replace(/\s+/g, " ").trim());
const withoutCodeSpans = (paragraph: string) => paragraph.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, "");

/** Relative link targets: inline links and images, and reference definitions; not URLs with a scheme. */
function relativeLinks(md: Markdown): string[] {
  const targets: string[] = [];
  for (const paragraph of md.paragraphs) {
    const prose = withoutCodeSpans(paragraph);
    for (const m of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g))
      targets.push(m[1]!);
    for (const m of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(m[1]!);
  }
  return targets.filter((target) => target !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("//"));
}

const markdownCache = new Map<string, Markdown>();
function markdownOf(file: string): Markdown {
  let md = markdownCache.get(file);
  if (!md) {
    md = parseMarkdown(fs.readFileSync(file, "utf8"));
    markdownCache.set(file, md);
  }
  return md;
}

/** A path git ignores is a build or run output (frontend/dist, bench/results/…): documented, never committed. */
function gitIgnores(relativePath: string): boolean {
  return spawnSync("git", ["check-ignore", "-q", relativePath], { cwd: ROOT }).status === 0;
}

const scripts = new Set(Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts));

describe("README and docs", () => {
  it("finds the files to check", () => {
    expect(docFiles).toContain("README.md");
    expect(docFiles.length).toBeGreaterThan(1);
  });

  it("link only to files and headings that exist", () => {
    const problems: string[] = [];
    for (const doc of docFiles) {
      const file = path.join(ROOT, doc);
      for (const target of relativeLinks(markdownOf(file))) {
        const [rawPath = "", rawAnchor] = target.split("#", 2) as [string, string | undefined];
        const linked = rawPath === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
        if (!fs.existsSync(linked)) {
          problems.push(`${doc}: link (${target}): no file ${path.relative(ROOT, linked)}`);
          continue;
        }
        if (rawAnchor === undefined || !linked.endsWith(".md") || !fs.statSync(linked).isFile()) continue;
        const anchor = decodeURIComponent(rawAnchor).toLowerCase();
        if (!anchorsOf(markdownOf(linked).headings).has(anchor)) {
          problems.push(`${doc}: link (${target}): no heading #${anchor} in ${path.relative(ROOT, linked)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("quote only npm commands that package.json defines", () => {
    const problems: string[] = [];
    for (const doc of docFiles) {
      const md = markdownOf(path.join(ROOT, doc));
      const quoted = [...md.paragraphs.flatMap(codeSpans), ...md.codeBlocks];
      for (const text of quoted) {
        for (const m of text.matchAll(/(?:^|[\s;&|(])npm\s+(run(?:-script)?\s+)?([A-Za-z][\w:.-]*)/g)) {
          const name = m[2]!;
          const known = m[1] ? scripts.has(name) : scripts.has(name) || NPM_BUILTINS.has(name);
          if (!known) problems.push(`${doc}: \`npm ${m[1] ? "run " : ""}${name}\`: no such script in package.json`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("name only repository paths that exist", () => {
    const problems: string[] = [];
    for (const doc of docFiles) {
      for (const span of markdownOf(path.join(ROOT, doc)).paragraphs.flatMap(codeSpans)) {
        if (!span.includes("/") || !PATH_PREFIXES.some((prefix) => span.startsWith(prefix))) continue;
        // `features/<name>/`, `frontend/e2e/*.e2e.ts`: only the part before the placeholder or glob.
        const fixed = span.split(/[<*]/, 1)[0]!;
        if (fs.existsSync(path.join(ROOT, fixed)) || gitIgnores(fixed)) continue;
        problems.push(`${doc}: \`${span}\`: no such path`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it(`keep the README at most ${README_MAX_BYTES / 1000} KB`, () => {
    expect(fs.statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });
});

describe("githubSlug", () => {
  it("follows GitHub's rules", () => {
    expect(githubSlug("REST paths")).toBe("rest-paths");
    expect(githubSlug("Server tests: PGlite or PostgreSQL")).toBe("server-tests-pglite-or-postgresql");
    expect(githubSlug("The projects of `npm test`")).toBe("the-projects-of-npm-test");
    expect(githubSlug("Sign-in by mobile OTP")).toBe("sign-in-by-mobile-otp");
    expect(githubSlug("Scale: 10k → 1M")).toBe("scale-10k--1m");
  });
});
