// Work every instance does in the background on a timer (sending queued mail, settling payment holds, the sandbox's
// due approvals): run now and then every interval, one run at a time, never keeping the process alive. A kick during a
// run asks for one more run after it, so work kicked right after a commit never waits for the timer. A failed run is
// logged and the next one tries again.

export interface BackgroundJob {
  /** Runs now unless a run is under way; then once more after it. */
  kick(): void;
  /** Runs now (unless `runAtStart` is false) and then every `intervalMs`. */
  start(): void;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

export function createBackgroundJob(options: {
  run: () => Promise<unknown>;
  intervalMs: number;
  /** Where a failed run is told, with `failure` as the message. */
  log: { warn(obj: object, msg: string): void };
  failure: string;
  /** Whether start() runs the job at once (the default) or first after `intervalMs`. */
  runAtStart?: boolean;
}): BackgroundJob {
  const { run, intervalMs, log, failure, runAtStart = true } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again);
    })()
      .catch((err: unknown) => log.warn({ err }, failure))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    kick,
    start() {
      if (runAtStart) kick();
      timer ??= setInterval(kick, intervalMs).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
  };
}
