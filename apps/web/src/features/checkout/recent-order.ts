// The recent-order flag (spec part 2 sections 2 and 9): set in sessionStorage when the confirmation opens, removed 10
// minutes after leaving it. The time of leaving is stored with it, so a reader after a reload (which ends the timer)
// can still tell that it has expired.

export const RECENT_ORDER_KEY = 'recentOrder';
export const RECENT_ORDER_KEEP_MS = 10 * 60 * 1000;

interface RecentOrder {
  order_id: string;
  /** When the confirmation was left (ms since the epoch); null while it shows. */
  left_at: number | null;
}

function write(flag: RecentOrder) {
  try {
    sessionStorage.setItem(RECENT_ORDER_KEY, JSON.stringify(flag));
  } catch {
    // Storage refused (private mode): the flag is a convenience, the order is placed either way.
  }
}

function read(): RecentOrder | null {
  try {
    return JSON.parse(sessionStorage.getItem(RECENT_ORDER_KEY) ?? 'null') as RecentOrder | null;
  } catch {
    return null;
  }
}

/** Marks the order as just placed; answers the cleanup to run on leaving, which removes the flag 10 minutes later. */
export function markRecentOrder(orderId: string): () => void {
  write({ order_id: orderId, left_at: null });
  return () => {
    write({ order_id: orderId, left_at: Date.now() });
    setTimeout(() => {
      // Only the flag this visit left: opening the confirmation again meanwhile set a new one.
      const flag = read();
      if (flag?.order_id === orderId && flag.left_at !== null) sessionStorage.removeItem(RECENT_ORDER_KEY);
    }, RECENT_ORDER_KEEP_MS);
  };
}
