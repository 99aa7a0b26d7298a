// The resilience suite's server process: exactly graphql-server/src/app/server.ts (no web-app build: the
// suite points STATIC_DIR at an empty folder), plus one safeguard: when the suite goes away (its end of
// our stdin closes, even if it was killed), stop as on SIGTERM, so no server outlives a run.
const stop = () => process.kill(process.pid, "SIGTERM");
process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();

await import("../../src/app/server.ts");

export {};
