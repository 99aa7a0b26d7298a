// The benchmarks' server process: the bundle `npm start` runs (graphql-server/dist/server.js, built by
// scripts/build-server.ts), under plain Node, plus one safeguard: when the benchmark goes away (its end of our
// stdin closes, even if it was killed), stop as on SIGTERM, so no server outlives a run.
const stop = () => process.kill(process.pid, "SIGTERM");
process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();

await import("../graphql-server/dist/server.js");
