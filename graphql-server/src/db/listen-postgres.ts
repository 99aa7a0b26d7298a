// LISTEN on PostgreSQL: one connection of its own per process, connected again after it drops.
import pg from "pg";

/** What hears a channel: each notification, and when hearing starts and stops. */
export interface Listener {
  onNotify(): void;
  onListening(listening: boolean): void;
}

/** How long to wait before connecting again after the connection dropped or could not be made. */
const RECONNECT_MS = 1000;

export async function listenPostgres(connectionString: string, channel: string, listener: Listener) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const dropped = (old: pg.Client) => {
    if (client !== old) return;
    client = null;
    listener.onListening(false);
    old.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect() {
    const next = new pg.Client({ connectionString, application_name: `khetsetu listen ${channel}` });
    client = next;
    next.on("error", () => dropped(next));
    next.on("end", () => dropped(next));
    next.on("notification", (message) => {
      if (message.channel === channel) listener.onNotify();
    });
    try {
      await next.connect();
      // A quoted identifier: the channel is ours, not input.
      await next.query(`LISTEN "${channel}"`);
      if (client === next && !stopped) listener.onListening(true);
    } catch {
      dropped(next);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    if (last) {
      listener.onListening(false);
      await last.end().catch(() => {});
    }
  };
}
