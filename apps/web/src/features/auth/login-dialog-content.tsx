// The sign-in modal (spec section 2, User menu and login): sign-in goes through the server's Google endpoint; 'Maybe
// later' closes. Loaded only when the Login button is first pressed, to keep the first page light.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { type PendingCartAdd, rememberSignInStart } from "../../lib/auth/sign-in-return";
import { brandName } from "../../lib/brand";
import { paths, signInUrl } from "../../lib/paths";

interface LoginDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the modal closes (what asked for it). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  /** Why signing in is needed now (Add to Cart pressed signed out), or null for the Login button. */
  reason: string | null;
  /** The Add to Cart that asked for sign-in: done once she is back, signed in. */
  pendingAdd: PendingCartAdd | null;
}

export default function LoginDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
  reason,
  pendingAdd,
}: LoginDialogContentProps) {
  const [redirecting, setRedirecting] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      panelClassName="w-[min(92vw,26rem)] p-8 text-center"
    >
      {/* Clear of the corner close button on a narrow phone, where the name wraps under it. */}
      <Dialog.Title className="px-8 font-display text-3xl font-semibold">Welcome to {brandName}</Dialog.Title>
      <Dialog.Description asChild>
        <div>
          {/* The spec's tagline, word for word (the shop's own texts say jewellery). */}
          <p className="mt-1 text-muted">Jewelry lovers network</p>
          {reason && (
            <p className="mt-5 rounded-xl bg-sand/70 px-4 py-3 text-sm text-ink" data-testid="sign-in-reason">
              {reason}
            </p>
          )}
        </div>
      </Dialog.Description>
      <button
        type="button"
        disabled={redirecting}
        onClick={() => {
          setRedirecting(true);
          rememberSignInStart(pendingAdd);
          window.location.assign(signInUrl);
        }}
        className="mt-8 inline-flex w-full items-center justify-center gap-3 rounded-full border border-line bg-white px-6 py-3 font-medium text-ink shadow-sm hover:bg-sand disabled:opacity-70"
      >
        <GoogleMark />
        {redirecting ? "Redirecting..." : "Sign in with Google"}
      </button>
      <Dialog.Close className="mt-3 min-h-11 w-full rounded-full px-6 py-3 text-sm text-muted hover:bg-sand">
        Maybe later
      </Dialog.Close>
      <p className="mt-6 text-xs text-muted">
        By signing in you agree to our{" "}
        <Dialog.Close asChild>
          <Link to={paths.terms.getHref()} className="underline">
            Terms & Conditions
          </Link>
        </Dialog.Close>{" "}
        and{" "}
        <Dialog.Close asChild>
          <Link to={paths.privacy.getHref()} className="underline">
            Privacy Policy
          </Link>
        </Dialog.Close>
        .
      </p>
    </Modal>
  );
}

/** Google's "G" in its four colours, as Google's sign-in branding asks for its button. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
