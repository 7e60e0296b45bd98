// Who else must know that sessions ended: what a signed-out device still holds open beyond single requests (the desk's
// alert stream, decision 055) must close with it. Told in every process, for sessions ended here and for those heard
// ended elsewhere, at the moment the process's cache of live sessions forgets them.
import type { EndedSessions } from "./live-sessions";

/** Sessions that ended: one, every one of an account, or `undefined` for "any of them may have" (a missed signal). */
export type SessionsEndedListener = (ended: EndedSessions | undefined) => void;

export class SessionEndings {
  private readonly listeners = new Set<SessionsEndedListener>();

  listen(listener: SessionsEndedListener): void {
    this.listeners.add(listener);
  }

  tell(ended: EndedSessions | undefined): void {
    for (const listener of this.listeners) listener(ended);
  }
}
