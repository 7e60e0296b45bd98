// Opens the order's WhatsApp chat in a new window (docs/shop/rules.md#checkout-and-ordering): a blocked popup or a
// failure tells the shopper the number to write to instead.
import type { MessageId, MessageValues } from "../../lib/messages";
import { toast } from "../../lib/toast-store";

/** `t` gives the page's words: this runs from the checkout's submit, outside any component. */
export function openWhatsApp(url: string, shopNumber: string, t: (id: MessageId, values?: MessageValues) => string) {
  try {
    // No 'noopener' feature: with it the browser returns null and a blocked popup could not be told apart.
    const chat = window.open(url, "_blank");
    if (!chat) {
      toast({
        title: t("shopping.whatsAppBlocked"),
        description: t("shopping.whatsAppBlockedText", { number: shopNumber }),
        variant: "destructive",
      });
      return;
    }
    chat.opener = null;
  } catch {
    toast({
      title: t("shopping.whatsAppError"),
      description: t("shopping.whatsAppErrorText", { number: shopNumber }),
      variant: "destructive",
    });
  }
}
