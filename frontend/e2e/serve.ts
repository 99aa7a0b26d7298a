// The e2e harness's server process: exactly `npm start` (scripts/start.ts: build the web app when stale,
// then serve), plus one safeguard: when the harness goes away (its end of our stdin closes, even if it was
// killed), stop as on SIGTERM, so no server outlives a test run.
const stop = () => process.kill(process.pid, "SIGTERM");
process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();

await import("../../scripts/start.ts");
