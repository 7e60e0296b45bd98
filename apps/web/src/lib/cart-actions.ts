// Cart actions as a signed-out shopper meets them: sign-in arrives with the account issue, until then the spec's
// login message is shown (spec sections 5 and 8: toast 'Error' with the server message, destructive).
import { toast } from "./toast-store";

export function addToCartSignedOut() {
  toast({ title: "Error", description: "Please login to add items to cart", variant: "destructive" });
}
