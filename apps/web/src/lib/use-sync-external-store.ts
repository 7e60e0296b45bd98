// What @lingui/react imports as "use-sync-external-store/shim" (vite.config.ts points it here): React 19 has the hook
// itself, and the shim's fallback for older Reacts is bytes every page would fetch before it is live (decision 084).
export { useSyncExternalStore } from "react";
