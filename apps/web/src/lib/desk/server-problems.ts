// What the server refused, put where the owner will see it: a 400's issues beside their fields (the server's words,
// the same checks the shop's own API tests pin), anything else (a 409 for stock, an order no longer editable) as one
// message above the buttons. The form keeps what she typed either way.
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api-client";
import type { DeskSay } from "./desk-messages";
import { offlineRefusal } from "./offline";

const LINE_FIELD = /^items\.\d+\.(quantity|unit_price)$/;

/**
 * Sets each issue on its field when the form shows that field (`fields`, or a line's quantity or price) and
 * returns the message for the rest, or null when every problem sits beside its field. Given `t`, its own words (and
 * the offline refusal, known by its code) are in her desk's language; the server's are as it wrote them.
 */
export function placeServerProblems<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
  t?: DeskSay,
): string | null {
  const offline = offlineRefusal(error);
  if (offline) return t ? t("desk.problem.offline") : offline;
  if (!(error instanceof ApiError)) {
    return t ? t("desk.problem.unreachable") : "Could not reach the shop. Check the connection and try again.";
  }
  if (error.status !== 400 || error.issues.length === 0) return error.message;
  const elsewhere: string[] = [];
  let first = true;
  for (const issue of error.issues) {
    if (fields.includes(issue.field) || LINE_FIELD.test(issue.field)) {
      // The field names are the API's (customer_phone, items.0.quantity), which the forms use as their own.
      setError(issue.field as FieldPath<Values>, { type: "server", message: issue.message }, { shouldFocus: first });
      first = false;
    } else if (!elsewhere.includes(issue.message)) elsewhere.push(issue.message);
  }
  if (elsewhere.length > 0) return elsewhere.join(" ");
  return t ? t("desk.problem.correctFields") : "Please correct the fields marked below.";
}
