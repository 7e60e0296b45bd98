// Every endpoint of the API, for the checks that the server serves exactly the contract and nothing else.

import { deskAlertEndpoints, ownerPushEndpoints } from "./alerts-endpoints";
import { authEndpoints } from "./auth-endpoints";
import { ownerBackupEndpoints } from "./backups-endpoints";
import { cartEndpoints } from "./cart-endpoints";
import { codRulesEndpoints, ownerCodRulesEndpoints } from "./cash-on-delivery-endpoints";
import { ownerCodRemittanceEndpoints } from "./cash-on-delivery-remittances-endpoints";
import { catalogueEndpoints } from "./catalogue-endpoints";
import { ownerCategoryEndpoints, ownerProductEndpoints, ownerProductImageEndpoints } from "./catalogue-owner-endpoints";
import { ownerCustomerEndpoints } from "./customers-endpoints";
import { ownerDeskLanguageEndpoints } from "./desk-language-endpoints";
import type { Endpoint } from "./endpoint";
import { ownerFulfilmentEndpoints } from "./fulfilment-endpoints";
import { healthEndpoints } from "./health-endpoints";
import { ownerInvoiceEndpoints } from "./invoices-endpoints";
import { orderEndpoints, ownerOrderEndpoints } from "./orders-endpoints";
import { onlinePaymentEndpoints, ownerPaymentEndpoints } from "./payments-endpoints";
import { pincodeEndpoints } from "./pincodes-endpoints";
import { ownerPrintingEndpoints, shopperPrintingEndpoints } from "./printing-endpoints";
import { ownerProductSheetEndpoints } from "./products-sheet-endpoints";
import { ownerReportEndpoints } from "./reports-endpoints";
import { searchSpellingEndpoints } from "./search-spellings-endpoints";
import { shopEndpoints } from "./shop-endpoints";
import { ownerStockEndpoints } from "./stock-endpoints";
import { accountDataEndpoints, addressEndpoints, profileEndpoints } from "./users-endpoints";
import { wishlistEndpoints } from "./wishlist-endpoints";

export const allEndpoints: Endpoint[] = [
  catalogueEndpoints,
  shopEndpoints,
  healthEndpoints,
  authEndpoints,
  profileEndpoints,
  addressEndpoints,
  accountDataEndpoints,
  pincodeEndpoints,
  cartEndpoints,
  codRulesEndpoints,
  wishlistEndpoints,
  orderEndpoints,
  onlinePaymentEndpoints,
  ownerOrderEndpoints,
  ownerFulfilmentEndpoints,
  ownerPaymentEndpoints,
  ownerCodRulesEndpoints,
  ownerCustomerEndpoints,
  ownerCodRemittanceEndpoints,
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
  ownerDeskLanguageEndpoints,
].flatMap((group) => Object.values(group));
