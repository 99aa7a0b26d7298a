// One autocannon round against one target, turned into a Round.
import autocannon from "autocannon";
import type { Round } from "./report.ts";

export interface Target {
  name: string;
  url: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request (e.g. a different job to apply to); replaces the fixed body. */
  nextBody?: () => string;
  /** Builds each request's body and its headers over `headers` (e.g. another person's session); replaces nextBody. */
  nextRequest?: () => { body: string; headers?: Record<string, string> };
  /** Judges each answer by its body; without it, a 2xx answer is right. */
  isRight?: (status: number, body: string) => boolean;
  note?: string;
  /** The tables its requests add rows to (their statistics go stale as a run adds thousands). */
  writes?: string[];
}

export async function runRound(target: Target, options: { connections: number; seconds: number }): Promise<Round> {
  let judgedRight = 0;
  let judgedWrong = 0;
  const request: Record<string, unknown> = {
    method: target.method,
    path: target.path,
    headers: target.headers,
    body: target.body,
  };
  if (target.nextRequest) {
    const next = target.nextRequest;
    request.setupRequest = (req: Record<string, unknown>) => {
      const { body, headers } = next();
      return { ...req, body, headers: { ...(req.headers as Record<string, string> | undefined), ...headers } };
    };
  } else if (target.nextBody) {
    const next = target.nextBody;
    request.setupRequest = (req: Record<string, unknown>) => ({ ...req, body: next() });
  }
  if (target.isRight) {
    const isRight = target.isRight;
    request.onResponse = (status: number, body: string) => {
      if (isRight(status, body)) judgedRight += 1;
      else judgedWrong += 1;
    };
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 20,
        requests: [request as autocannon.Request],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    // Bounded even if autocannon misbehaves.
    const guard = setTimeout(() => instance.stop(), (options.seconds + 20) * 1_000);
    instance.once("done", () => clearTimeout(guard));
  });
  // autocannon counts timeouts among the errors.
  const socketFailures = result.errors;
  const ok = target.isRight ? judgedRight : result["2xx"];
  const failed = (target.isRight ? judgedWrong : result.non2xx) + socketFailures;
  return { ok, failed, seconds: result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}
