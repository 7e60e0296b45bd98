// Catches a page that fails to render or whose code cannot be loaded (for example after a new release), so the
// header and footer stay and the shopper gets a way home.
import { Component, type ReactNode } from "react";
import { NotFoundNotice } from "../components/ui/not-found-notice";
import { pageTitle } from "../lib/brand";
import { InteractiveMark } from "./interactive-mark";

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // In the server's render (entry-server.tsx) a page that fails is not drawn as this notice: the render gives up
    // and the page is sent undrawn, for the browser to draw whole (and show the notice only if it fails there too).
    if (typeof document === "undefined") throw error;
    console.error(error);
    document.title = pageTitle("Something went wrong");
  }

  override render() {
    return this.state.failed ? (
      <>
        <NotFoundNotice message="Something went wrong. Please try again." />
        <InteractiveMark />
      </>
    ) : (
      this.props.children
    );
  }
}
