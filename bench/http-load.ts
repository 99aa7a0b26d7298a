// A closed-loop load generator: `connections` keep-alive connections on loopback, each sending its next
// request as soon as the previous answer arrives, for a fixed time. Unlike autocannon it times every request
// by its kind, so a mix of requests gets figures per kind.
import http from "node:http";
import { type OperationStats, operationStats } from "./latency.ts";

export type Verdict = "ok" | "refused" | "failed";

export interface LoadRequest {
  /** The kind of request, as the figures name it. */
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Judges the answer; without it a 2xx answer is ok. */
  judge?: (status: number, body: string) => Verdict;
}

export interface LoadResult {
  seconds: number;
  total: OperationStats;
  operations: OperationStats[];
}

export async function runLoad(
  base: string,
  options: { connections: number; seconds: number; next: () => LoadRequest },
): Promise<LoadResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const byName = new Map<string, { ok: number; refused: number; failed: number; latencies: number[] }>();
  const record = (name: string, verdict: Verdict, ms: number) => {
    let entry = byName.get(name);
    if (!entry) {
      entry = { ok: 0, refused: 0, failed: 0, latencies: [] };
      byName.set(name, entry);
    }
    if (verdict === "failed") entry.failed += 1;
    else entry.ok += 1;
    if (verdict === "refused") entry.refused += 1;
    entry.latencies.push(ms);
  };
  const send = (request: LoadRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const headers: Record<string, string> = { ...request.headers };
      if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body));
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers,
          agent,
          timeout: 20_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            const verdict = request.judge
              ? request.judge(status, Buffer.concat(chunks).toString("utf8"))
              : status >= 200 && status < 300
                ? "ok"
                : "failed";
            record(request.name, verdict, performance.now() - started);
            resolve();
          });
          res.on("error", () => {
            record(request.name, "failed", performance.now() - started);
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        record(request.name, "failed", performance.now() - started);
        resolve();
      });
      req.end(request.body);
    });

  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await send(options.next());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const operations = [...byName.entries()].map(([name, entry]) => operationStats(name, entry, seconds));
  const all = [...byName.values()];
  const total = operationStats(
    "total",
    {
      ok: all.reduce((sum, entry) => sum + entry.ok, 0),
      refused: all.reduce((sum, entry) => sum + entry.refused, 0),
      failed: all.reduce((sum, entry) => sum + entry.failed, 0),
      latencies: all.flatMap((entry) => entry.latencies),
    },
    seconds,
  );
  return { seconds, total, operations };
}
