// What the desk's forms add to the shop's one text field (components/ui/text-field.tsx, which every desk form uses):
// the problem under a piece that is not a text field (choice chips, an order's lines), tied to it by
// aria-describedby so a screen reader reads it out, and the whole form's problem above its buttons.
import { FieldError } from "../ui/text-field";

export { describedBy, FieldHint } from "../ui/text-field";

/** The problem under a piece of the form that is not a text field, in the one field style's words. */
export function FieldProblem({ id, message }: { id: string; message?: string }) {
  return <FieldError id={`${id}-error`} message={message} />;
}

/** A problem with the whole form (the server's 409, a refusal with no field): read out as soon as it shows. */
export function FormProblem({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200" : ""}>
      {message}
    </div>
  );
}
