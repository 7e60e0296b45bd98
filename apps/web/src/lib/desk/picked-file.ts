// A file input's change, as the desk's pickers (a category's photo, the products spreadsheet) take it: the one file
// chosen, and the input emptied, so the same file chosen again (corrected, or after a refusal) changes it again.
import type { ChangeEvent } from "react";

export const pickedFile = (onPick: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.target.files?.[0];
  event.target.value = "";
  if (file) onPick(file);
};
