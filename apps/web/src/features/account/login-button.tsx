// The header's Login button; its modal's code (Radix Dialog) is fetched on the first press, not with the page.
import { lazy, Suspense, useRef, useState } from "react";

const LoginDialogContent = lazy(() => import("./login-dialog-content"));

export function LoginButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="rounded-full bg-peacock px-3.5 py-2 text-sm font-medium text-white hover:bg-peacock-dark sm:px-4"
      >
        Login
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LoginDialogContent open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
