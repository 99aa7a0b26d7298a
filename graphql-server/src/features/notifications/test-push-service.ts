// A push service for tests, on 127.0.0.1, standing in for the browsers' own (FCM, Mozilla's autopush): it hands out
// subscriptions whose keys it holds as a browser would, takes web-push's POST, checks its VAPID Authorization and
// decrypts the aes128gcm body (RFC 8188, with the keys of RFC 8291) back to the text the server sent.
// It speaks HTTPS, as web-push always does (https.request), with a certificate for 127.0.0.1 made at start and
// trusted by https.globalAgent until close().
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import https from "node:https";
import tls from "node:tls";
import type { PushTarget } from "../../push/web-push.ts";

/** What the service received for one subscription. */
export interface ReceivedPush {
  endpoint: string;
  /** The VAPID public key the sender named (k=), checked against the JWT's signature. */
  vapidKey: string;
  /** The JWT's claims: aud (this service's origin), exp, sub. */
  claims: { aud: string; exp: number; sub: string };
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted body. */
  text: string;
}

export interface TestPushService {
  origin: string;
  /** A new browser's subscription, its endpoint on this service; the service answers its pushes with `status`. */
  subscribe(options?: { status?: number }): PushTarget;
  received: ReceivedPush[];
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: crypto.ECDH;
  auth: Buffer;
  status: number;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/** RFC 8291 §3.4 and RFC 8188 §2: the record's key and nonce from the ECDH secret, then AES-128-GCM. */
export function decryptAes128gcm(body: Buffer, subscriber: { ecdh: crypto.ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not the sender's 65-byte public key`);
  if (record.length > recordSize) throw new Error("more than one record");

  const browserKey = subscriber.ecdh.getPublicKey();
  const ecdhSecret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", ecdhSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero or more 0x00 of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT verified with k, and its claims. */
export function verifyVapid(authorization: string | undefined): { vapidKey: string; claims: ReceivedPush["claims"] } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`no VAPID Authorization: ${authorization}`);
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const [header, payload, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(vapidKey, "base64url");
  const key = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = Buffer.from(`${header}.${payload}`);
  const valid = crypto.verify(
    "sha256",
    signed,
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID JWT's signature does not match k");
  const alg = (JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string }).alg;
  if (alg !== "ES256") throw new Error(`VAPID JWT alg ${alg}`);
  return { vapidKey, claims: JSON.parse(Buffer.from(payload, "base64url").toString()) as ReceivedPush["claims"] };
}

// A self-signed certificate for 127.0.0.1 (P-256, ECDSA with SHA-256), DER-encoded by hand: node:crypto reads
// certificates but does not make them.
function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const ECDSA_SHA256 = sequence(der(0x06, Buffer.from("2a8648ce3d040302", "hex")));
const time = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, "").slice(2, 14)}Z`));

function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const name = sequence(
    der(0x31, sequence(der(0x06, Buffer.from("550403", "hex")), der(0x0c, Buffer.from("127.0.0.1")))),
  );
  const now = Date.now();
  const subjectAltName = sequence(
    der(0x06, Buffer.from("551d11", "hex")),
    der(0x04, sequence(der(0x87, Buffer.from([127, 0, 0, 1])))),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from([0x01, ...crypto.randomBytes(8)])),
    ECDSA_SHA256,
    name,
    sequence(time(new Date(now - 3_600_000)), time(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    der(0xa3, sequence(subjectAltName)),
  );
  const signature = crypto.sign("sha256", tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_SHA256, der(0x03, Buffer.from([0]), signature));
  const pem = certificate
    .toString("base64")
    .replace(/.{1,64}/g, "$&\n")
    .trim();
  return {
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----\n`,
  };
}

export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];

  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${origin}${request.url}`;
      const subscriber = subscribers.get(endpoint);
      if (request.method !== "POST" || !subscriber) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        if (!request.headers.ttl) throw new Error("no TTL");
        const { vapidKey, claims } = verifyVapid(request.headers.authorization);
        const text = decryptAes128gcm(Buffer.concat(chunks), subscriber).toString("utf8");
        received.push({ endpoint, vapidKey, claims, headers: request.headers, text });
        response.writeHead(subscriber.status).end();
      } catch (error) {
        response.writeHead(400, { "content-type": "text/plain" }).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // web-push sends through https.globalAgent: it trusts this certificate (and the usual roots) until close().
  const agentOptions = https.globalAgent.options;
  const trustedBefore = agentOptions.ca;
  agentOptions.ca = [...tls.rootCertificates, cert];

  return {
    origin,
    received,
    subscribe({ status = 201 } = {}) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      subscribers.set(endpoint, { ecdh, auth, status });
      return { endpoint, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) };
    },
    async close() {
      if (trustedBefore === undefined) delete agentOptions.ca;
      else agentOptions.ca = trustedBefore;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
