import { ORDER_TERMS_ID } from "@cellar/contracts/client";
import { href } from "../paths";

/** Where the order sheet's links lead (the terms it asks to agree to, the wine-keep hint, …); routes/links.test.ts checks each. */
export const ORDER_SHEET_LINKS = {
  cart: href("cart"),
  shipping: href("myShipping"),
  wineKeep: href("wineKeep"),
  terms: href("terms", {}, { stplatRegNo: ORDER_TERMS_ID }),
  vipCredit: href("vipUserCreditPopup"),
};
