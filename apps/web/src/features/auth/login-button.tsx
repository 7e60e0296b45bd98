// The header's Login button; its modal's code (Radix Dialog) is fetched on the first press, not with the page.
import { lazy, Suspense } from "react";
import { useLazyDialog } from "../../lib/use-lazy-dialog";

const LoginDialogContent = lazy(() => import("./login-dialog-content"));

export function LoginButton() {
  const login = useLazyDialog();
  return (
    <>
      <button
        {...login.button}
        className="rounded-full bg-peacock px-3.5 py-2 text-sm font-medium text-white hover:bg-peacock-dark sm:px-4"
      >
        Login
      </button>
      {login.wanted && (
        <Suspense fallback={null}>
          <LoginDialogContent {...login.dialog} />
        </Suspense>
      )}
    </>
  );
}
