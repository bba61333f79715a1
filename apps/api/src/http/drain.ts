import type { Server, ServerResponse } from 'node:http';

// Stopping without cutting anyone off (issue 15). Node's server.close() stops taking connections and closes the idle
// ones, but a keep-alive connection whose answer is still being made stays open after it, idle, for the whole
// keep-alive timeout (72 s), and close() waits for it. While draining, every answer says `Connection: close` and its
// connection ends with it, so the server closes as soon as the last request under way is answered, and a client (or a
// balancer) sends its next request to another instance instead of to a socket about to go.

export function createDrain() {
  const open = new Set<ServerResponse>();
  let draining = false;

  const endAfter = (res: ServerResponse) => {
    // Before the head is written this makes Node send `Connection: close` and end the connection after the answer.
    if (!res.headersSent) res.shouldKeepAlive = false;
  };

  return {
    /** Called for every request as it arrives, before anything answers it. */
    track(res: ServerResponse): void {
      if (draining) {
        endAfter(res);
        return;
      }
      open.add(res);
      res.once('close', () => open.delete(res));
    },
    /** From now on: no connection outlives its answer; the answers under way are told so too. */
    begin(server: Server): void {
      draining = true;
      for (const res of open) {
        endAfter(res);
        // An answer whose head went out already as keep-alive leaves an idle connection behind: closed once it is.
        if (res.headersSent) res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
      open.clear();
    },
    get draining(): boolean {
      return draining;
    },
  };
}
