// Every endpoint of the API, for the checks that the server serves exactly the contract and nothing else.
import { authEndpoints } from "./auth-endpoints";
import { ownerBackupEndpoints } from "./backup-endpoints";
import { catalogueEndpoints } from "./catalogue-endpoints";
import { ownerCustomerEndpoints } from "./customer-endpoints";
import { deskAlertEndpoints } from "./desk-alert-endpoints";
import type { Endpoint } from "./endpoint";
import { ownerInvoiceEndpoints } from "./invoice-endpoints";
import {
  ownerCategoryEndpoints,
  ownerProductEndpoints,
  ownerProductImageEndpoints,
  ownerProductSheetEndpoints,
  ownerStockEndpoints,
} from "./owner-catalogue-endpoints";
import { ownerOrderEndpoints } from "./owner-endpoints";
import { pincodeEndpoints } from "./pincode-endpoints";
import { ownerPrintingEndpoints, shopperPrintingEndpoints } from "./printing-endpoints";
import { accountDataEndpoints, addressEndpoints, profileEndpoints } from "./profile-endpoints";
import { ownerReportEndpoints } from "./report-endpoints";
import { searchSpellingEndpoints } from "./search-spelling-endpoints";
import { operationsEndpoints, shopEndpoints } from "./shop-endpoints";
import { cartEndpoints, orderEndpoints, wishlistEndpoints } from "./shopping-endpoints";
import { ownerPushEndpoints } from "./web-push-endpoints";

export const allEndpoints: Endpoint[] = [
  catalogueEndpoints,
  shopEndpoints,
  operationsEndpoints,
  authEndpoints,
  profileEndpoints,
  addressEndpoints,
  accountDataEndpoints,
  pincodeEndpoints,
  cartEndpoints,
  wishlistEndpoints,
  orderEndpoints,
  ownerOrderEndpoints,
  ownerCustomerEndpoints,
  ownerInvoiceEndpoints,
  ownerStockEndpoints,
  ownerProductEndpoints,
  ownerProductImageEndpoints,
  ownerCategoryEndpoints,
  ownerProductSheetEndpoints,
  searchSpellingEndpoints,
  ownerBackupEndpoints,
  ownerPrintingEndpoints,
  shopperPrintingEndpoints,
  ownerReportEndpoints,
  deskAlertEndpoints,
  ownerPushEndpoints,
].flatMap((group) => Object.values(group));
