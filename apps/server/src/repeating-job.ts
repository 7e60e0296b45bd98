// Work a process does on its own, every so often, in the background (the order expiry, the payment gateway's sweep):
// once as the app is ready and then every interval. A slow run is not overtaken by the next tick; a failed run is the
// job's to log, and the next tick tries again. Stopping waits for a run in progress, so the app closes after it.

export interface RepeatingJob {
  start(): void;
  stop(): Promise<void>;
}

/** `run` should log its own failures: a rejection that reaches here is dropped, and the next tick runs again. */
export function repeatingJob(run: () => Promise<void>, intervalMs: number): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(() => {})
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref(); // never the reason a process stays alive
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
