// The global layout: header, the page (with the spec's 0.5 s transition), footer, toasts, and scroll to top on every
// new navigation while back/forward returns to where the shopper was.
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { HydrateLater } from "../components/ui/hydrate-later";
import { Spinner } from "../components/ui/spinner";
import { ToastRegion } from "../components/ui/toast-region";
import { ProfilePrompt } from "../features/settings/profile-prompt";
import { useAuth } from "../lib/auth/current-user";
import { takeCancelledSignIn } from "../lib/auth/sign-in-return";
import { useMessages } from "../lib/messages";
import { paths } from "../lib/paths";
import { toast, useToasts } from "../lib/toast-store";
import { InteractiveMark } from "./interactive-mark";
import { SignInDialog } from "./layout/sign-in-dialog";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import { RouteErrorBoundary } from "./route-error";
import { AppRoutes } from "./routes";
import { ScrollRestoration } from "./scroll-restoration";

// The toasts' code is fetched with the first toast, not with the page; their live region is there from the start.
const Toaster = lazy(() => import("../components/ui/toaster"));

export function RootLayout() {
  // Once fetched, the toasts stay mounted.
  const toasted = useRef(false);
  if (useToasts().length > 0) toasted.current = true;
  const hasToasts = toasted.current;
  const location = useLocation();
  // The first page paints at once (no fade: it would only delay the first paint); later pages fade in.
  const firstKey = useRef(location.key);
  const animate = location.key !== firstKey.current;
  // The owner's desk has a frame of its own (decision 070: app/desk-frame.tsx), without the storefront's header and
  // footer; a shopper or a signed-out visitor who opens it sees its notice in the storefront's frame.
  const { user, isLoading } = useAuth();
  const desk = isDeskPath(location.pathname) && (isLoading || user?.role === "owner");
  const toasts = (
    <ToastRegion desk={desk}>
      {hasToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ToastRegion>
  );
  if (desk) {
    return (
      <>
        <SkipLink />
        <RouteErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
            <InteractiveMark />
          </Suspense>
        </RouteErrorBoundary>
        {toasts}
        <SignInDialog />
        <ScrollRestoration />
      </>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" key={location.pathname} className={`min-h-dvh flex-1 ${animate ? "animate-page-in" : ""}`}>
        <RouteErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
            <InteractiveMark />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      {toasts}
      <SignInDialog />
      {/* The home page carries the profile-completion dialog (docs/shop/storefront.md#home). */}
      {location.pathname === "/" && <ProfilePrompt />}
      {/* Not on the callback itself, which keeps the word as it leaves. */}
      {location.pathname !== paths.authCallback.getHref() && <CancelledSignIn />}
      <ScrollRestoration />
    </div>
  );
}

const deskPath = paths.ownerToday.getHref();
const isDeskPath = (pathname: string) => pathname === deskPath || pathname.startsWith(`${deskPath}/`);

/**
 * A sign-in cancelled from a page in another language than the callback's came back with a full load: the callback
 * kept its word for this page to say (features/auth/auth-callback-page.tsx), in this page's language.
 */
function CancelledSignIn() {
  const t = useMessages();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is live; `t` is new every render
  useEffect(() => {
    if (takeCancelledSignIn())
      toast({ title: t("frame.signIn.cancelled"), description: t("frame.signIn.cancelledHint") });
  }, []);
  return null;
}

function SkipLink() {
  const t = useMessages();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
    >
      {t("frame.skipToContent")}
    </a>
  );
}
