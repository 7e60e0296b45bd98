// Every message the shop shows begins with a capital letter, whichever schema or service wrote it.

/**
 * "quantity must be 1 or more" → "Quantity must be 1 or more". Only the first letter changes, so a field's name
 * stays findable in the message.
 */
export function sentenceCase(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
