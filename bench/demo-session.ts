// Signing in to a running server as the demo accounts do (demo OTP through the REST shim), and finding demo jobs,
// for the browser benchmarks. Loopback only.

/** Signs in as the sign-in screen does (demo OTP through the REST shim); returns the session cookie (name=value). */
export async function signIn(base: string, mobileNumber: string): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${base}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
  const sent = await post("/api/otp/send", { mobileNumber });
  if (sent.status !== 200) throw new Error(`OTP send for ${mobileNumber}: ${sent.status} ${await sent.text()}`);
  const { demo_otp: otp } = (await sent.json()) as { demo_otp: string };
  const login = await post("/api/login", { mobileNumber, otp });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0];
  if (login.status !== 200 || !cookie)
    throw new Error(`sign-in as ${mobileNumber} failed: ${login.status} ${await login.text()}`);
  return cookie;
}

export interface DemoJob {
  id: string;
  title: string;
  viewerHasApplied: boolean;
}

/** Open jobs, newest first, as the person with `cookie` sees them (signed out without one). */
export async function openJobs(base: string, cookie?: string): Promise<DemoJob[]> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      origin: base,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({
      query: "{ jobs(first: 20) { edges { node { id title status viewerHasApplied } } } }",
    }),
  });
  const body = (await response.json()) as {
    data?: { jobs: { edges: Array<{ node: DemoJob & { status: string } }> } };
    errors?: unknown[];
  };
  if (!body.data) throw new Error(`jobs query: ${response.status} ${JSON.stringify(body.errors)}`);
  return body.data.jobs.edges
    .map((edge) => edge.node)
    .filter((job) => job.status === "active")
    .map(({ id, title, viewerHasApplied }) => ({ id, title, viewerHasApplied }));
}

/** A job's screen, as the app links to it (the id is a Relay global id, escaped). */
export const jobPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}`;
