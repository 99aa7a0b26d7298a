// The e2e harness's server process: exactly `npm start` (scripts/start.ts: build the web app when stale,
// then serve), plus one safeguard: when the harness goes away (its end of our stdin closes, even if it was
// killed), stop as on SIGTERM, so no server outlives a test run.
const stopServer = () => process.kill(process.pid, "SIGTERM");
process.stdin.on("end", stopServer);
process.stdin.on("error", stopServer);
process.stdin.resume();

await import("../../scripts/start.ts");

export {};
