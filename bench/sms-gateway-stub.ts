// An SMS gateway on loopback for the benchmarks' production servers (NODE_ENV=production needs one): it accepts
// every message as a gateway would (200, `{"status":"queued"}`) and counts them, so notifications the load
// causes are delivered and done instead of failing and being retried beside the load.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface SmsGatewayStub {
  /** The server's environment for this gateway (SMS_GATEWAY_URL and the settings it requires). */
  env: Record<string, string>;
  /** Messages accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

export async function startSmsGatewayStub(): Promise<SmsGatewayStub> {
  let accepted = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      accepted++;
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`,
      SMS_GATEWAY_API_KEY: "bench",
      SMS_SENDER_ID: "KHTSTU",
      SMS_DLT_TEMPLATE_ID: "bench",
    },
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
