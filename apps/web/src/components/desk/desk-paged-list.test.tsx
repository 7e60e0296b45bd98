// The body of the desk's paged lists as the owner sees it: a spinner first, the server's words with Try again when
// the list fails, a line when nothing matches, then the rows and "Load more" while there are more pages.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderInShop } from "../../../test/render-in-shop";
import { MessagesProvider } from "../../lib/messages";
import { DeskPagedList, type PagedQuery } from "./desk-paged-list";

interface Piece {
  id: number;
  name: string;
}

const loaded: PagedQuery = {
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
  isFetching: false,
  hasNextPage: false,
  fetchNextPage: () => undefined,
  isFetchingNextPage: false,
};

function List({ query, rows }: { query: Partial<PagedQuery>; rows: Piece[] }) {
  return (
    <DeskPagedList
      query={{ ...loaded, ...query }}
      rows={rows}
      rowKey={(piece) => piece.id}
      renderRow={(piece) => <span>{piece.name}</span>}
      loadingLabel="Loading products..."
      emptyText="No products match these filters."
      testId="pieces"
    />
  );
}

describe("DeskPagedList", () => {
  it("says it is loading until the first page comes", async () => {
    renderInShop(<List query={{ isPending: true }} rows={[]} />);
    await expect.element(await screen.findByRole("status")).toHaveTextContent("Loading products...");
    expect(screen.queryByTestId("pieces")).toBeNull();
  });

  it("renders the server's words and tries again on a tap", async () => {
    let tries = 0;
    renderInShop(
      <List query={{ isError: true, error: new Error("The shop is busy"), refetch: () => tries++ }} rows={[]} />,
    );
    await expect.element(await screen.findByRole("alert")).toBeVisible();
    await expect.element(await screen.findByText("The shop is busy")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(tries).toBe(1);
  });

  it("says so when no row matches the filters", async () => {
    renderInShop(<List query={{}} rows={[]} />);
    await expect.element(await screen.findByText("No products match these filters.")).toBeVisible();
  });

  it("renders the rows, and Load more asks for the next page while there is one", async () => {
    let asked = 0;
    const rows = [
      { id: 1, name: "Temple Jhumka" },
      { id: 2, name: "Peacock Anklet" },
    ];
    // In the shop's words through every rerender (the spinner under the rows reads the frame's catalogue).
    const { rerender } = render(<List query={{ hasNextPage: true, fetchNextPage: () => asked++ }} rows={rows} />, {
      wrapper: ({ children }) => <MessagesProvider language="en">{children}</MessagesProvider>,
    });
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Temple Jhumka", "Peacock Anklet"]);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(asked).toBe(1);

    rerender(<List query={{ hasNextPage: true, isFetchingNextPage: true }} rows={rows} />);
    await expect.element(await screen.findByRole("button", { name: "Loading..." })).toBeDisabled();

    rerender(<List query={{ hasNextPage: false }} rows={rows} />);
    expect(screen.queryByRole("button", { name: /Load more|Loading/ })).toBeNull();
  });
});
