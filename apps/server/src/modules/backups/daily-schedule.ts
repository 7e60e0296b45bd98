// When the daily backup runs: at BACKUP_TIME in the shop's time zone, every day, on a clock the tests can drive.
import { isoDay } from "@mayil/core/calendar/iso-day";
import { Cron } from "croner";

export interface BackupClock {
  now(): Date;
  /** Calls `fire` once after `ms`; the response cancels it. */
  after(ms: number, fire: () => void): () => void;
}

/** The machine's clock; its timer never keeps a stopping process alive. */
export const machineClock: BackupClock = {
  now: () => new Date(),
  after(ms, fire) {
    const timer = setTimeout(fire, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface DailySchedule {
  /** When the next backup is due, or null once stopped. */
  next(): Date | null;
  stop(): void;
}

/** The shop's calendar day of an instant, as YYYY-MM-DD (a daily backup claims it). */
export function shopDay(at: Date, timeZone: string): string {
  return isoDay(at, timeZone);
}

/**
 * Calls `run` with the shop's day at hour:minute in `timeZone` every day. A run that fails is the caller's to record
 * (run must not throw); the next day's is scheduled whatever happened, from the moment this one ended.
 */
export function scheduleDaily(
  at: { hour: number; minute: number },
  timeZone: string,
  clock: BackupClock,
  run: (day: string) => Promise<void>,
): DailySchedule {
  // croner only works out the times (with the zone's daylight saving, where it has any); the clock keeps them.
  const pattern = new Cron(`${at.minute} ${at.hour} * * *`, { timezone: timeZone, paused: true });
  let due: Date | null = null;
  let cancel: (() => void) | null = null;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    due = pattern.nextRun(clock.now());
    if (!due) return;
    const when = due;
    cancel = clock.after(Math.max(0, when.getTime() - clock.now().getTime()), () => {
      run(shopDay(when, timeZone))
        .catch(() => {})
        .finally(plan);
    });
  };
  plan();
  return {
    next: () => (stopped ? null : due),
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}
