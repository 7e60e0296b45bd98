// Sharing a piece or a list with a friend, the way shoppers here do: the phone's share sheet where there is one
// (it offers WhatsApp, Instagram and the rest), else a WhatsApp chat with the text typed in, to pick a contact from.

/** https://wa.me/?text=… with no number: WhatsApp asks whom to send it to. */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The share sheet if the browser has one (phones), else WhatsApp in a new tab. A dismissed sheet is not an error. */
export async function shareText(title: string, text: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      // Any other refusal (no permission, nothing to share to): fall through to WhatsApp.
    }
  }
  window.open(whatsAppShareLink(text), "_blank", "noopener");
}

/**
 * An absolute link to one of the shop's pages, for a message read outside the shop. Give it the page's address in
 * the page's language (`pathIn(useLanguage(), href)`): outside the app no basename adds the /ml or /hi prefix.
 */
export const shopLink = (href: string) => new URL(href, window.location.origin).toString();
