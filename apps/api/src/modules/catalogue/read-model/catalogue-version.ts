import type { ListenHandlers, Listening } from '../../../db/listener.js';

/** The channel the catalogue_changed() trigger notifies (drizzle/0013_catalogue_version.sql). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** How often the version is read anyway, in case a notification was lost without the connection being seen to drop. */
export const VERSION_CHECK_MS = 5_000;

/** The payload of a notification for a write that changed stock levels alone and emptied or refilled an item (drizzle/0019). */
export const STOCK_ONLY = 'stock';
/** The payload of a notification for a write that changed stock levels alone and left every item in or out of stock as it was. */
export const LEVELS_ONLY = 'level';

/**
 * What changed: 'level' when only stock levels did and every item is still in or out of stock as before (an order
 * taking one unit of many), 'stock' when only stock levels did but an item ran out or came back, 'all' otherwise, and
 * whenever the watcher cannot tell (a lost listener, a write of its own whose version could not be read).
 */
export type CatalogueChange = 'level' | 'stock' | 'all';

/** A notification's payload as the change it announces ('' and anything unknown: everything). */
const changeOf = (payload: string): CatalogueChange => (payload === LEVELS_ONLY ? 'level' : payload === STOCK_ONLY ? 'stock' : 'all');

/** The two versions read together: any text that changes when the sequence moves. */
export interface VersionRead {
  /** catalogue_version: moves on every write. */
  catalogue: string;
  /** listing_version: moves on every write but one that changed stock levels alone. */
  listing: string;
  /** stock_version: moves on every write but one that changed stock levels alone and emptied or refilled no item. */
  stock: string;
}

export interface CatalogueVersionDeps {
  read(): Promise<VersionRead>;
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  checkEveryMs?: number;
  onError?(error: unknown): void;
}

/**
 * Whether the cached catalogue answers may be served, and the epoch they belong to. The epoch moves on every sign that
 * the catalogue may have changed (a notification, a version read that differs, the listener lost or back): the cache
 * empties itself then, and an answer computed in an older epoch is never stored (see docs/decisions/0031). The listing
 * epoch moves the same way but for a change of stock levels alone: what does not depend on stock levels (a search's
 * count) may be kept across it (decision 0051). The stock epoch moves on every change but one of stock levels that
 * emptied or refilled no item: what depends only on which items are in stock (an in-stock search's count) may be kept
 * across that one (decision 0052).
 */
export function watchCatalogueVersion(deps: CatalogueVersionDeps) {
  let epoch = 0;
  let listingEpoch = 0;
  let stockEpoch = 0;
  let listening = false;
  /** Moves on every connect and loss, so a version read finished after a later loss cannot declare the cache usable. */
  let connection = 0;
  let known: VersionRead | undefined;
  const onChange: Array<(change: CatalogueChange) => void> = [];

  const changed = (change: CatalogueChange = 'all') => {
    epoch++;
    if (change !== 'level') stockEpoch++;
    if (change === 'all') listingEpoch++;
    for (const listener of onChange) listener(change);
  };

  /** Reads the versions and moves the epochs when they differ from the last ones read. */
  async function check(): Promise<void> {
    const version = await deps.read();
    if (version.catalogue !== known?.catalogue || version.listing !== known.listing || version.stock !== known.stock) {
      const change = !known || version.listing !== known.listing ? 'all' : version.stock !== known.stock ? 'stock' : 'level';
      known = version;
      changed(change);
    }
  }

  const handlers: ListenHandlers = {
    notified: (payload) => changed(changeOf(payload)),
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
    /** Moves with the epoch, except on a change of stock levels alone. */
    get listingEpoch(): number {
      return listingEpoch;
    },
    /** Moves with the epoch, except on a change of stock levels that emptied or refilled no item. */
    get stockEpoch(): number {
      return stockEpoch;
    },
    /** Drops everything cached (a version that could not be read after a write). */
    invalidate: () => changed('all'),
    onChange(listener: (change: CatalogueChange) => void) {
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
