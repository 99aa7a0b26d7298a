// Mobile numbers and client addresses for the journeys' accounts. Plain Node (no vitest, no browser), so
// global-setup.ts uses it as well as the test files.
import { randomBytes } from "node:crypto";

/** Demo accounts of the seed data; journeys for a new user must avoid them. */
export const DEMO_MOBILES = new Set(["9876500001", "9876500101", "9876500201"]);

/** A mobile number nobody has: 10 digits starting with 9, not a demo account. */
export function freshMobile(): string {
  for (;;) {
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    if (!DEMO_MOBILES.has(mobile)) return mobile;
  }
}

/**
 * Headers that give a browser context an address of its own (a random 10.x.y.z), as the proxy in front of
 * the e2e server reports it (global-setup.ts starts that server with TRUST_PROXY=1).
 */
export function ownAddress(): { "X-Forwarded-For": string } {
  return { "X-Forwarded-For": `10.${[...randomBytes(3)].join(".")}` };
}

/** A laborer account signed in before the journeys started: its number, session cookies and when its code was sent. */
export type SignedInAhead = {
  mobileNumber: string;
  cookies: { name: string; value: string }[];
  codeSentAt: number;
};

/**
 * Creates a laborer account through the API (demo OTP) and returns its session. A number is sent one code a
 * minute at most, so a journey that signs the same person in again on another phone (an SMS's link) would wait
 * out that minute; global-setup.ts makes the account before any journey runs, so the minute has passed when longer
 * journeys ran first (the journey still waits out whatever is left of it).
 */
export async function signInLaborerAhead(base: string): Promise<SignedInAhead> {
  const mobileNumber = freshMobile();
  const headers = { "content-type": "application/json", ...ownAddress() };
  const codeSentAt = Date.now();
  const sent = await fetch(new URL("/api/otp/send", base), {
    method: "POST",
    headers,
    body: JSON.stringify({ mobileNumber }),
  });
  if (!sent.ok) throw new Error(`/api/otp/send answered ${sent.status}: ${await sent.text()}`);
  const { demo_otp: otp } = (await sent.json()) as { demo_otp: string };
  const login = await fetch(new URL("/api/login", base), {
    method: "POST",
    headers,
    body: JSON.stringify({ mobileNumber, otp, role: "laborer" }),
  });
  if (!login.ok) throw new Error(`/api/login answered ${login.status}: ${await login.text()}`);
  const cookies = login.headers.getSetCookie().map((header) => {
    const pair = header.split(";", 1)[0]!;
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  if (cookies.length === 0) throw new Error("/api/login set no cookie");
  return { mobileNumber, cookies, codeSentAt };
}
