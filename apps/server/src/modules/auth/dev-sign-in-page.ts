// The development provider's sign-in page: Email, Name, Sign in, and a plain statement that this is not Google.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface DevSignInPageModel {
  action: string;
  shopName: string;
  email?: string;
  name?: string;
  error?: string;
}

export function devSignInPage({ action, shopName, email = "", name = "", error }: DevSignInPageModel): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development sign-in · ${escapeHtml(shopName)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #faf6f1; color: #2b2220; }
  main { box-sizing: border-box; width: min(92vw, 26rem); background: #fff; border: 1px solid #eaded3; border-radius: 1rem; padding: 2rem;
    box-shadow: 0 10px 30px rgb(60 40 20 / 0.08); }
  .badge { display: inline-block; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase;
    background: #fff3cd; color: #6b4e00; border: 1px solid #f0d98a; border-radius: 999px; padding: 0.2rem 0.7rem; }
  h1 { font-size: 1.4rem; margin: 0.9rem 0 0.3rem; }
  p { margin: 0 0 1.3rem; color: #6d5d55; font-size: 0.92rem; line-height: 1.45; }
  label { display: block; font-weight: 600; font-size: 0.9rem; margin: 0.9rem 0 0.35rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.65rem 0.8rem; border: 1px solid #cdbfb4;
    border-radius: 0.6rem; }
  input:focus { outline: 3px solid #d9a441; outline-offset: 1px; }
  .error { color: #a12622; background: #fdecea; border-radius: 0.5rem; padding: 0.6rem 0.8rem; margin: 0 0 0.5rem; }
  .actions { display: flex; gap: 0.6rem; margin-top: 1.4rem; }
  button { font: inherit; font-weight: 600; border-radius: 0.6rem; padding: 0.7rem 1rem; cursor: pointer; }
  button[value="sign-in"] { flex: 1; background: #7a2e3a; color: #fff; border: 0; }
  button[value="cancel"] { background: #fff; color: #4a3b35; border: 1px solid #cdbfb4; }
</style>
</head>
<body>
<main>
  <span class="badge">Development sign-in</span>
  <h1>Sign in to ${escapeHtml(shopName)}</h1>
  <p>This page stands in for Google because no Google client is configured on this machine. Any email address
  works and nothing is checked; it never runs in production.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
  <form method="post" action="${escapeHtml(action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(name)}">
    <div class="actions">
      <button type="submit" name="choice" value="sign-in">Sign in</button>
      <button type="submit" name="choice" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
