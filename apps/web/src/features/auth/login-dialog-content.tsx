// The sign-in modal (docs/shop/storefront.md#user-menu-and-login): sign-in goes through the server's Google endpoint;
// 'Maybe later' closes. Loaded only when the Login button is first pressed, to keep the first page light.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { type PendingCartAdd, rememberSignInStart } from "../../lib/auth/sign-in-return";
import { brandName } from "../../lib/brand";
import { Message, type MessageId, useMessages } from "../../lib/messages";
import { paths, signInUrl } from "../../lib/paths";
import { GoogleMark, googleButton } from "./google-mark";

interface LoginDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the modal closes (what asked for it). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  /** Why signing in is needed now (Add to Cart pressed signed out), or null for the Login button. */
  reason: MessageId | null;
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
  const t = useMessages();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      panelClassName="w-[min(92vw,26rem)] p-8 text-center"
    >
      {/* Clear of the corner close button on a narrow phone, where the name wraps under it. */}
      <Dialog.Title className="px-8 font-display text-3xl font-semibold">
        {t("frame.signIn.welcome", { shop: brandName })}
      </Dialog.Title>
      <Dialog.Description asChild>
        <div>
          {/* The spec's tagline, word for word (the shop's own texts say jewellery). */}
          <p className="mt-1 text-muted">{t("frame.signIn.tagline")}</p>
          {reason && (
            <p className="mt-5 rounded-xl bg-sand/70 px-4 py-3 text-sm text-ink" data-testid="sign-in-reason">
              {t(reason)}
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
        className={`mt-8 ${googleButton}`}
      >
        <GoogleMark />
        {redirecting ? t("frame.signIn.redirecting") : t("frame.signIn.withGoogle")}
      </button>
      <Dialog.Close className="mt-3 min-h-11 w-full rounded-full px-6 py-3 text-sm text-muted hover:bg-sand">
        {t("frame.signIn.maybeLater")}
      </Dialog.Close>
      <p className="mt-6 text-xs text-muted">
        <Message
          id="frame.signIn.agree"
          components={{
            0: <ClosingLink to={paths.terms.getHref()} />,
            1: <ClosingLink to={paths.privacy.getHref()} />,
          }}
        />
      </p>
    </Modal>
  );
}

/** A link in the message that closes the dialog as it is followed (the message gives it its words). */
function ClosingLink({ to, children }: { to: string; children?: React.ReactNode }) {
  return (
    <Dialog.Close asChild>
      <Link to={to} className="underline">
        {children}
      </Link>
    </Dialog.Close>
  );
}
