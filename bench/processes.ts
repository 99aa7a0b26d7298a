// Child processes for the benchmark: started on loopback, stopped on exit, on Ctrl-C and on SIGTERM,
// with a bounded wait for /healthz; and a sampler of a process's peak resident memory.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { onProcessExit } from "../graphql-server/resilience/support/exit-guard.ts";

const children = new Set<ChildProcess>();
let guarded = false;

/** Kills every child still running if the benchmark exits first (Ctrl-C, SIGTERM, a crash). */
function guard() {
  if (guarded) return;
  guarded = true;
  onProcessExit(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
}

export interface Child {
  pid: number;
  base: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `node --import tsx <script>` (plain `node <script>` for a JavaScript file) with `env` and `nodeArgs` (Node
 * flags), its output in `logFile`; resolves once GET /healthz answers 200.
 */
export async function startChild(
  script: string,
  options: { port: number; env: NodeJS.ProcessEnv; logFile: string; cwd: string; nodeArgs?: string[] },
): Promise<Child> {
  guard();
  const log = fs.openSync(options.logFile, "w");
  const args = script.endsWith(".js") ? [script] : ["--import", "tsx", script];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(options.port), HOST: "127.0.0.1" },
    stdio: ["pipe", log, log],
  });
  fs.closeSync(log);
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill("SIGTERM");
      if ((await Promise.race([exited.then(() => "exited"), sleep(10_000).then(() => "timeout")])) === "timeout") {
        child.kill("SIGKILL");
        await Promise.race([exited, sleep(3_000)]);
      }
    }
    child.stdin?.destroy();
    children.delete(child);
  };
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!running()) break;
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { pid: child.pid!, base, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  const tail = fs.readFileSync(options.logFile, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`${script} did not answer /healthz (log ${options.logFile}):\n${tail}`);
}

/** VmHWM (peak resident set) of a process in MiB, or null when it is gone (Linux). */
export function peakRssMiB(pid: number): number | null {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Reads a process's peak RSS every 200 ms; `peak()` is the highest seen so far. */
export function sampleRss(pid: number): { peak(): number | null; stop(): void } {
  let peak: number | null = peakRssMiB(pid);
  const timer = setInterval(() => {
    const now = peakRssMiB(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 200);
  timer.unref();
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/** The process's descendants (children, their children, …) by reading /proc (Linux); empty elsewhere. */
export function descendants(pid: number): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    try {
      // The parent is the second field after the command, which is in parentheses and may hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      queue.push(child);
      found.push(child);
    }
  }
  return found;
}

/** CPU time (user + system) a process has used so far, in seconds, or null when it is gone (Linux, 100 ticks a second). */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // utime and stime are the 14th and 15th fields; the command (2nd) is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
