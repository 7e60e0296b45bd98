// What another module keeps of a shopper (her wishlist, cart, orders) is a part of her account's data: each such
// module supplies one, and the users module puts them together for "Download my data" and "Delete my account"
// without importing any of them (decision 075). app.ts hands the parts to registerUsers.
import type { MyData } from "@mayil/core/account/account-data-schemas";
import type { Transaction } from "../../db/database";

/** The sections of the downloaded file that other modules fill; the profile and addresses are this module's own. */
export type AccountDataName = Exclude<keyof MyData, "exported_at" | "profile" | "addresses">;

export interface AccountDataPart<N extends AccountDataName = AccountDataName> {
  /** Its section in the downloaded file. */
  name: N;
  /** What the shop holds of her in this part, as the downloaded file shows it. */
  export(userId: number): Promise<MyData[N]>;
  /**
   * Runs inside the deletion's one transaction, after her own lock and before her account's row goes, in the order
   * the parts were given (a part that locks rows follows db/lock-order.ts). It refuses the deletion by throwing, or
   * keeps what the shop must keep without the person in it. Rows that go with hers (ON DELETE CASCADE) need nothing.
   */
  forget(userId: number, tx: Transaction): Promise<void>;
}
