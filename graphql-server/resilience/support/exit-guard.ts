// Last-resort cleanups for when a test file's process exits before its afterAll ran (a crash, a
// timeout that kills the worker): synchronous, bounded, each run once.
const pending = new Set<() => void>();
let installed = false;

function runAll() {
  for (const cleanup of [...pending].reverse()) {
    pending.delete(cleanup);
    try {
      cleanup();
    } catch {
      // best effort
    }
  }
}

/** Registers a synchronous cleanup to run if the process exits first; returns a function that unregisters it. */
export function onProcessExit(cleanup: () => void): () => void {
  if (!installed) {
    installed = true;
    process.once("exit", runAll);
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.once(signal, () => {
        runAll();
        process.exit(130);
      });
    }
  }
  pending.add(cleanup);
  return () => pending.delete(cleanup);
}
