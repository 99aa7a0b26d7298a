// Where a server process's memory goes, read from outside it (Linux): its resident memory by mapping
// (/proc/<pid>/smaps) and, through the inspector (the server started with --inspect=127.0.0.1:0, whose address it
// prints to its log), V8's heap statistics, every WebAssembly.Memory's size (PGlite's PostgreSQL, Prisma's query
// compiler) and, when asked, a heap snapshot summarized by constructor. Taking a snapshot makes the heap grow, so
// read the RSS first.
import fs from "node:fs";

export interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  sizeKiB: number;
  rssKiB: number;
}

/** /proc/<pid>/smaps as a list of mappings with their size and resident size. */
export function readSmaps(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  let current: Mapping | null = null;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s*(.*)$/.exec(line);
    if (header) {
      current = {
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3]!,
        path: header[4]!.trim(),
        sizeKiB: 0,
        rssKiB: 0,
      };
      mappings.push(current);
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field && current) {
      if (field[1] === "Size") current.sizeKiB = Number(field[2]);
      else current.rssKiB = Number(field[2]);
    }
  }
  return mappings;
}

/** Current resident memory (VmRSS) in MiB, or null when the process is gone. */
export function rssMiB(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The inspector's WebSocket address from a log that `node --inspect` wrote to. */
export async function inspectorUrl(logFile: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Debugger listening on (ws:\/\/\S+)/.exec(
      fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "",
    );
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no inspector address in ${logFile}`);
}

/** A minimal Chrome DevTools Protocol session over the inspector's WebSocket. */
class Inspector {
  private nextId = 1;
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private listeners = new Map<string, (params: unknown) => void>();
  private constructor(private socket: WebSocket) {
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
        method?: string;
        params?: unknown;
      };
      if (message.id !== undefined) {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error.message));
        else waiter?.resolve(message.result);
      } else if (message.method) this.listeners.get(message.method)?.(message.params);
    });
  }

  static async connect(url: string): Promise<Inspector> {
    if (!/^ws:\/\/(127\.0\.0\.1|localhost|\[::1\]):/.test(url)) throw new Error(`not a loopback inspector: ${url}`);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true });
      socket.addEventListener("error", () => reject(new Error(`cannot reach the inspector at ${url}`)), { once: true });
    });
    return new Inspector(socket);
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  on(method: string, listener: (params: unknown) => void): void {
    this.listeners.set(method, listener);
  }

  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails)
      throw new Error(`inspector: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  }

  close(): void {
    this.socket.close();
  }
}

export interface HeapSummaryRow {
  name: string;
  count: number;
  selfMiB: number;
}

export interface MemoryBreakdown {
  rssMiB: number;
  peakRssMiB: number;
  /** V8's JavaScript heap: used by live and not yet collected objects, committed by its spaces. */
  heapUsedMiB: number;
  heapCommittedMiB: number;
  /** Committed per space (new_space is the young generation, which --max-semi-space-size bounds). */
  heapSpacesMiB: Record<string, number>;
  /** Memory V8 counts outside its heap (ArrayBuffers and Buffers, WebAssembly memories not included). */
  externalMiB: number;
  arrayBuffersMiB: number;
  /** Every WebAssembly.Memory: its size and how much of it is resident (PGlite's is the one of 128 MiB or more). */
  wasm: { sizeMiB: number; residentMiB: number | null }[];
  /** Resident in file mappings (the node binary, shared libraries) and in executable anonymous ones (compiled code). */
  filesMiB: number;
  codeMiB: number;
  /** The rest: malloc (Node, libuv, OpenSSL, zlib, WebAssembly engines' own), thread stacks, V8's other areas. */
  otherMiB: number;
  /** Largest self sizes by constructor in a heap snapshot (when asked for). */
  heapByConstructor?: HeapSummaryRow[];
}

const MiB = 1024 * 1024;

/**
 * Where `pid`'s memory is now, with its inspector at `url`. `snapshot`: also a heap snapshot summarized by
 * constructor (`top` rows), taken last since it makes the heap grow.
 */
export async function probeMemory(
  pid: number,
  url: string,
  options: { snapshot?: boolean; top?: number } = {},
): Promise<MemoryBreakdown> {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)?.[1] ?? 0);
  const mappings = readSmaps(pid);
  const inspector = await Inspector.connect(url);
  try {
    const v8 = await inspector.evaluate<{
      used: number;
      committed: number;
      spaces: Record<string, number>;
      external: number;
      arrayBuffers: number;
    }>(`(() => {
      const v8 = process.getBuiltinModule("node:v8");
      const heap = v8.getHeapStatistics();
      const usage = process.memoryUsage();
      return {
        used: heap.used_heap_size,
        committed: heap.total_physical_size,
        spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size])),
        external: usage.external,
        arrayBuffers: usage.arrayBuffers,
      };
    })()`);
    const prototype = await inspector.send<{ result: { objectId: string } }>("Runtime.evaluate", {
      expression: "WebAssembly.Memory.prototype",
    });
    const found = await inspector.send<{ objects: { objectId: string } }>("Runtime.queryObjects", {
      prototypeObjectId: prototype.result.objectId,
    });
    const sizes = await inspector.send<{ result: { value: number[] } }>("Runtime.callFunctionOn", {
      objectId: found.objects.objectId,
      functionDeclaration: "function () { return this.map((memory) => memory.buffer.byteLength); }",
      returnByValue: true,
    });
    // A WebAssembly memory is an anonymous read-write mapping of exactly its size (inside a larger reservation).
    const used = new Set<Mapping>();
    const wasm = sizes.result.value
      .sort((a, b) => b - a)
      .map((bytes) => {
        const mapping = mappings.find(
          (m) => !used.has(m) && m.path === "" && m.perms.startsWith("rw") && m.sizeKiB * 1024 === bytes,
        );
        if (mapping) used.add(mapping);
        return { sizeMiB: bytes / MiB, residentMiB: mapping ? mapping.rssKiB / 1024 : null };
      });
    const sum = (list: Mapping[]) => list.reduce((total, m) => total + m.rssKiB, 0) / 1024;
    const files = mappings.filter((m) => m.path.startsWith("/"));
    const code = mappings.filter((m) => !m.path.startsWith("/") && m.perms.includes("x"));
    const rss = kib("VmRSS") / 1024;
    const wasmResident = wasm.reduce((total, m) => total + (m.residentMiB ?? 0), 0);
    const breakdown: MemoryBreakdown = {
      rssMiB: rss,
      peakRssMiB: kib("VmHWM") / 1024,
      heapUsedMiB: v8.used / MiB,
      heapCommittedMiB: v8.committed / MiB,
      heapSpacesMiB: Object.fromEntries(Object.entries(v8.spaces).map(([name, bytes]) => [name, bytes / MiB])),
      externalMiB: v8.external / MiB,
      arrayBuffersMiB: v8.arrayBuffers / MiB,
      wasm,
      filesMiB: sum(files),
      codeMiB: sum(code),
      otherMiB: Math.max(0, rss - wasmResident - v8.committed / MiB - sum(files) - sum(code)),
    };
    if (options.snapshot) breakdown.heapByConstructor = await heapSummary(inspector, options.top ?? 25);
    return breakdown;
  } finally {
    inspector.close();
  }
}

/** A heap snapshot's nodes summed by constructor (objects, closures, native) or by kind (strings, code, arrays…). */
async function heapSummary(inspector: Inspector, top: number): Promise<HeapSummaryRow[]> {
  const chunks: string[] = [];
  inspector.on("HeapProfiler.addHeapSnapshotChunk", (params) => chunks.push((params as { chunk: string }).chunk));
  await inspector.send("HeapProfiler.enable");
  await inspector.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false, captureNumericValue: false });
  await inspector.send("HeapProfiler.disable");
  const snapshot = JSON.parse(chunks.join("")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const rows = new Map<string, HeapSummaryRow>();
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!]!;
    const name =
      type === "object" || type === "native" || type === "closure"
        ? `${snapshot.strings[snapshot.nodes[i + nameAt]!]}${type === "closure" ? "()" : ""}`
        : `(${type})`;
    const row = rows.get(name) ?? { name, count: 0, selfMiB: 0 };
    row.count++;
    row.selfMiB += snapshot.nodes[i + sizeAt]! / MiB;
    rows.set(name, row);
  }
  const sorted = [...rows.values()].sort((a, b) => b.selfMiB - a.selfMiB);
  const total = sorted.reduce((sum, row) => sum + row.selfMiB, 0);
  return [
    { name: "(whole snapshot)", count: sorted.reduce((sum, row) => sum + row.count, 0), selfMiB: total },
    ...sorted.slice(0, top),
  ];
}

/** The breakdown as lines of text. */
export function breakdownLines(label: string, memory: MemoryBreakdown): string[] {
  const m = (value: number | null) => (value === null ? "?" : `${Math.round(value)}`);
  const spaces = Object.entries(memory.heapSpacesMiB)
    .filter(([, value]) => value >= 1)
    .map(([name, value]) => `${name.replace(/_space$/, "")} ${m(value)}`)
    .join(", ");
  const lines = [
    `${label}: RSS ${m(memory.rssMiB)} MiB now, peak ${m(memory.peakRssMiB)} MiB`,
    `  V8 heap: ${m(memory.heapUsedMiB)} MiB used, ${m(memory.heapCommittedMiB)} MiB committed (${spaces})`,
    `  WebAssembly memories: ${memory.wasm.map((w) => `${m(w.sizeMiB)} MiB (${m(w.residentMiB)} resident)`).join(", ") || "none"}`,
    `  files (node, libraries) ${m(memory.filesMiB)} MiB, compiled code ${m(memory.codeMiB)} MiB, external (Buffers) ${m(memory.externalMiB)} MiB, other native ${m(memory.otherMiB)} MiB`,
  ];
  if (memory.heapByConstructor)
    lines.push(
      "  heap snapshot by constructor (self size):",
      ...memory.heapByConstructor.map(
        (row) => `    ${row.selfMiB.toFixed(1).padStart(7)} MiB ${String(row.count).padStart(8)}  ${row.name}`,
      ),
    );
  return lines;
}
