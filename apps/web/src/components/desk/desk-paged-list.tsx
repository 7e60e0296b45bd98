// The body of a desk list page whose rows come a page at a time (Products, Orders): a spinner while the first page
// loads, the server's words and Try again when it fails, a line when no row matches the filters, else the rows and,
// while there are more, "Load more". The list is marked busy while a changed filter's rows are on their way.
import type { ReactNode } from "react";
import { useDeskMessages } from "../../lib/desk/desk-messages";
import { secondaryButton } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { DeskError } from "./desk-error";

/** What the page's paged query (TanStack Query's useInfiniteQuery) reports. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

interface DeskPagedListProps<Row> {
  query: PagedQuery;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  renderRow: (row: Row) => ReactNode;
  /** Said to a screen reader while the first page loads, e.g. "Loading orders...". */
  loadingLabel: string;
  /** e.g. "No orders match these filters." */
  emptyText: string;
  testId: string;
}

export function DeskPagedList<Row>({
  query,
  rows,
  rowKey,
  renderRow,
  loadingLabel,
  emptyText,
  testId,
}: DeskPagedListProps<Row>) {
  const t = useDeskMessages();
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && query.error) return <DeskError error={query.error} retry={() => void query.refetch()} />;
  if (rows.length === 0) {
    return <p className="mt-8 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-line">{emptyText}</p>;
  }
  return (
    <>
      <ul className="mt-5 flex flex-col gap-3" aria-busy={query.isFetching} data-testid={testId}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{renderRow(row)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className={secondaryButton}
          >
            {query.isFetchingNextPage ? t("desk.common.loading") : t("desk.common.loadMore")}
          </button>
        </div>
      )}
    </>
  );
}
