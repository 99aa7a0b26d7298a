// A stand-in for the SMS gateway on 127.0.0.1: it records every request it accepts and answers 503 while told to
// fail. Tests count what reached "phones" and check its words.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface GatewaySms {
  to: string;
  sender: string;
  templateId: string;
  message: string;
  reference?: string;
}

export interface FakeSmsGateway {
  url: string;
  /** Every SMS the gateway accepted (answered 2xx), in order. */
  accepted: GatewaySms[];
  /** Requests answered 503 while failing. */
  refused: number;
  failing: boolean;
  /** Resolves once `count` SMS were accepted, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(port = 0): Promise<FakeSmsGateway> {
  const gateway: FakeSmsGateway = {
    url: "",
    accepted: [],
    refused: 0,
    failing: false,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (gateway.accepted.length < count) {
        if (Date.now() > deadline)
          throw new Error(`the gateway received ${gateway.accepted.length} SMS, not ${count}, within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (gateway.failing) {
        gateway.refused++;
        res.writeHead(503).end();
        return;
      }
      gateway.accepted.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as GatewaySms);
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  return gateway;
}
