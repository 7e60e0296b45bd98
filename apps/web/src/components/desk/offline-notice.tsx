// Says, above the desk's screen, that what it shows was read earlier: the network gave no response and the desk's
// service worker responded with the last reads it kept (decision 054).
import { WifiOff } from "lucide-react";
import { useOfflineSince } from "../../lib/desk/desk-worker";

const clock = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", hour12: false });
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short" });

/** "10:42", or "10:42 on 26 Nov" when it was read on another day. */
function whenRead(iso: string): string {
  const at = new Date(iso);
  const time = clock.format(at);
  return at.toDateString() === new Date().toDateString() ? time : `${time} on ${day.format(at)}`;
}

export function OfflineNotice() {
  const since = useOfflineSince();
  if (!since) return null;
  return (
    <p
      role="status"
      data-testid="desk-offline"
      className="mb-4 flex items-center gap-2 rounded-lg bg-sand px-4 py-3 text-sm font-medium text-ink ring-1 ring-line"
    >
      <WifiOff className="size-4 shrink-0 text-gold-deep" aria-hidden />
      <span>Offline — showing what was read at {whenRead(since)}. Nothing can be saved until you're connected.</span>
    </p>
  );
}
