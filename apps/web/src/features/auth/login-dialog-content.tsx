// The sign-in modal (spec section 2, User menu and login): sign-in goes through the server's Google endpoint; 'Maybe
// later' closes. Loaded only when the Login button is first pressed, to keep the first page light.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { brandName } from "../../lib/brand";
import { paths, signInUrl } from "../../lib/paths";

interface LoginDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the modal closes (the Login button). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}

export default function LoginDialogContent({ open, onOpenChange, returnFocusTo }: LoginDialogContentProps) {
  const [redirecting, setRedirecting] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      panelClassName="w-[min(92vw,26rem)] p-8 text-center"
    >
      <Dialog.Title className="font-display text-3xl">Welcome to {brandName}</Dialog.Title>
      <Dialog.Description className="mt-1 text-muted">Jewelry lovers network</Dialog.Description>
      <button
        type="button"
        disabled={redirecting}
        onClick={() => {
          setRedirecting(true);
          window.location.assign(signInUrl);
        }}
        className="mt-8 inline-flex w-full items-center justify-center gap-3 rounded-full border border-line bg-white px-6 py-3 font-medium text-ink shadow-sm hover:bg-sand disabled:opacity-70"
      >
        {redirecting ? "Redirecting..." : "Sign in with Google"}
      </button>
      <Dialog.Close className="mt-3 w-full rounded-full px-6 py-3 text-sm text-muted hover:bg-sand">
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
