// What a desk screen tells the order's page after a change (a move, a payment, an edit, a new sale): shown there as
// a notice with the message for the customer.

/** What the owner just did, and the message to the customer about it (null when the order has no phone). */
export interface DeskDone {
  title: string;
  customerWhatsappUrl: string | null;
}
