// The header's Login button: opens the one sign-in dialog the layout shows (lib/sign-in-prompt.ts).
import { askToSignIn, useSignInPrompt } from "../../lib/sign-in-prompt";

export function LoginButton() {
  const open = useSignInPrompt() !== null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => askToSignIn()}
      className="rounded-full bg-peacock px-3.5 py-2 text-sm font-medium text-white hover:bg-peacock-dark sm:px-4"
    >
      Login
    </button>
  );
}
