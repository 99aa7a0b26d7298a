// The work-and-wages feature's public module: its worker (its REST rows are in rest.ts, like every feature's).
export { startWageWorkers } from "./worker.ts";
