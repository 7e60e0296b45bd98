// A shopper's account data, for "Download my data" and "Delete my account": her profile and addresses, and the parts
// other modules keep of her (account-data-part.ts), put together.
import type { MyData } from "@mayil/core/account/account-data-schemas";
import type { Database } from "../../db/database";
import { Unauthenticated } from "../../domain-errors";
import type { AccountDataName, AccountDataPart } from "./account-data-part";
import { deleteAccount } from "./account-deletion";
import type { AddressService } from "./address-service";
import type { UserService } from "./user-service";

// Every section of the file, once: the compiler insists a new section is named here, and the constructor that a
// part fills it.
const SECTIONS: Record<AccountDataName, true> = { wishlist: true, cart: true, orders: true };

export class AccountData {
  constructor(
    private readonly db: Database,
    private readonly users: UserService,
    private readonly addresses: AddressService,
    /** Each section of the file once; the download lists them, and the deletion asks them, in this order. */
    private readonly parts: readonly AccountDataPart[],
  ) {
    for (const name of Object.keys(SECTIONS)) {
      const count = parts.filter((part) => part.name === name).length;
      if (count !== 1) throw new Error(`The account's data needs one "${name}" part, and was given ${count}`);
    }
  }

  /** Her profile, addresses and every part, as one file. */
  async download(userId: number): Promise<MyData> {
    const profile = await this.users.find(userId);
    if (!profile) throw new Unauthenticated("Your account no longer exists");
    const [addresses, ...sections] = await Promise.all([
      this.addresses.list(userId),
      ...this.parts.map((part) => part.export(userId)),
    ]);
    const filled = Object.fromEntries(this.parts.map((part, i) => [part.name, sections[i]])) as Pick<
      MyData,
      AccountDataName
    >;
    return { exported_at: new Date().toISOString(), profile, addresses, ...filled };
  }

  /** Deletes her account, each part doing its share in the same transaction; never an owner's (409). */
  async delete(userId: number): Promise<void> {
    await deleteAccount(this.db, userId, await this.users.isOwner(userId), this.parts);
  }
}
