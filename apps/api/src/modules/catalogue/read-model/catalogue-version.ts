import type { ListenHandlers, Listening } from '../../../db/listener.js';

/** The channel the catalogue_changed() trigger notifies (drizzle/0013_catalogue_version.sql). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** How often the version is read anyway, in case a notification was lost without the connection being seen to drop. */
export const VERSION_CHECK_MS = 5_000;

export interface CatalogueVersionDeps {
  /** The catalogue_version sequence's value (any text that changes when it moves). */
  read(): Promise<string>;
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  checkEveryMs?: number;
  onError?(error: unknown): void;
}

/**
 * Whether the cached catalogue answers may be served, and the epoch they belong to. The epoch moves on every sign that
 * the catalogue may have changed (a notification, a version read that differs, the listener lost or back): the cache
 * empties itself then, and an answer computed in an older epoch is never stored (see docs/decisions/0031).
 */
export function watchCatalogueVersion(deps: CatalogueVersionDeps) {
  let epoch = 0;
  let listening = false;
  /** Moves on every connect and loss, so a version read finished after a later loss cannot declare the cache usable. */
  let connection = 0;
  let known: string | undefined;
  const onChange: Array<() => void> = [];

  const changed = () => {
    epoch++;
    for (const listener of onChange) listener();
  };

  /** Reads the version and moves the epoch when it differs from the last one read. */
  async function check(): Promise<void> {
    const version = await deps.read();
    if (version !== known) {
      known = version;
      changed();
    }
  }

  const handlers: ListenHandlers = {
    notified: changed,
    connected() {
      const mine = ++connection;
      listening = false;
      changed();
      // Changes made while nobody listened are unknown: everything cached is dropped and the version read afresh.
      deps.read().then(
        (version) => {
          if (mine !== connection) return;
          known = version;
          changed();
          listening = true;
        },
        (error: unknown) => deps.onError?.(error),
      );
    },
    lost() {
      connection++;
      listening = false;
      changed();
    },
  };

  let listener: Listening | undefined;
  let timer: NodeJS.Timeout | undefined;

  return {
    /** Starts listening and the periodic check. */
    async start(): Promise<void> {
      listener = await deps.listen(CATALOGUE_CHANNEL, handlers);
      timer = setInterval(() => {
        if (listening) check().catch((error: unknown) => deps.onError?.(error));
      }, deps.checkEveryMs ?? VERSION_CHECK_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      listening = false;
      await listener?.close();
    },
    /** Cached answers may be served and stored: the listener is up and the version was read after it came up. */
    get serving(): boolean {
      return listening;
    },
    get epoch(): number {
      return epoch;
    },
    /** Drops everything cached (a version that could not be read after a write). */
    invalidate: changed,
    onChange(listener: () => void) {
      onChange.push(listener);
    },
    /**
     * After a write of this instance answered, before its answer goes out: the version is read, so the writer's next
     * read never meets an answer cached before its write, even if the notification is still on its way.
     */
    check,
  };
}
export type CatalogueVersion = ReturnType<typeof watchCatalogueVersion>;
