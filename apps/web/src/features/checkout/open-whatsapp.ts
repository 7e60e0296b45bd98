// Opens the order's WhatsApp chat in a new window (docs/shop/rules.md#checkout-and-ordering): a blocked popup or a
// failure tells the shopper the number to write to instead.
import { toast } from "../../lib/toast-store";

export function openWhatsApp(url: string, shopNumber: string) {
  try {
    // No 'noopener' feature: with it the browser returns null and a blocked popup could not be told apart.
    const chat = window.open(url, "_blank");
    if (!chat) {
      toast({
        title: "WhatsApp blocked",
        description: `Please allow popups or copy the WhatsApp number: ${shopNumber}`,
        variant: "destructive",
      });
      return;
    }
    chat.opener = null;
  } catch {
    toast({
      title: "WhatsApp error",
      description: `Please contact us directly at: ${shopNumber}`,
      variant: "destructive",
    });
  }
}
