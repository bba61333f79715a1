import pg from 'pg';

/** What a listener tells its owner: a notification came, the listening connection is (again) up, or it was lost. */
export interface ListenHandlers {
  /** A notification came, with its payload ('' when it had none). */
  notified(payload: string): void;
  /** LISTEN is in place (first time, or after a reconnect): notifications from now on will arrive. */
  connected(): void;
  /** The connection is gone: notifications may be missed until `connected` is called again. */
  lost(): void;
}

export interface Listening {
  close(): Promise<void>;
}

const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pool's connections come and go, and a notification only reaches the connection
 * that listens). A lost connection is reported and reopened, with a growing pause, until it is back.
 */
export function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Listening {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect();
      },
      RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)],
    );
    retry.unref();
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url });
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (closed) return;
      handlers.lost();
      scheduleReconnect();
    };
    c.on('error', onGone);
    c.on('end', onGone);
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onGone();
      return;
    }
    if (gone) return;
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    attempt = 0;
    handlers.connected();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
