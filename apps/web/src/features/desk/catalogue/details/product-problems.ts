// The server's refusal of a product form, put beside its fields: a problem with one video link ("videos.2") belongs
// to the video links field.
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../../lib/api-client";
import { placeServerProblems } from "../../../../lib/desk/server-problems";

export function placeFormProblems<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): string | null {
  const shown =
    error instanceof ApiError
      ? new ApiError(
          error.message,
          error.status,
          error.issues.map((issue) => ({ ...issue, field: issue.field.replace(/^videos\.\d+$/, "videos") })),
          error.fromShop ? error.code : undefined,
          error.details,
        )
      : error;
  return placeServerProblems(shown, setError, fields);
}
