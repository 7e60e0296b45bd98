// Catches a page that fails to render or whose code cannot be loaded (for example after a new release), so the
// header and footer stay and the shopper gets a way home.
import { Component, type ReactNode } from "react";
import { NotFoundNotice } from "../components/ui/not-found-notice";
import { useMessages } from "../lib/messages";
import { usePageTitle } from "../lib/use-page-title";
import { InteractiveMark } from "./interactive-mark";

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Only in the browser: React's server renderer does not use error boundaries. There a page that fails reaches
    // entry-server.tsx's onError and is sent undrawn, for the browser to render whole (and show this notice only if it
    // fails there too).
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteFailed /> : this.props.children;
  }
}

/** The notice in the page's language (a class cannot read its messages). */
function RouteFailed() {
  const t = useMessages();
  usePageTitle(t("frame.wentWrong"));
  return (
    <>
      <NotFoundNotice message={t("frame.wentWrongTryAgain")} />
      <InteractiveMark />
    </>
  );
}
