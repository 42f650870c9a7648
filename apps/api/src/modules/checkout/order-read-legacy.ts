import type { OrderAmounts, OrderItem } from "@cellar/contracts";
import { thumbnailUrl } from "@cellar/contracts";
import type { OrderItemRow } from "./order-read.repository";

/** Orders made before issue 6 (the seeded history) have no stored amounts or item details. */
export const legacyAmounts = (o: { orderAmt: number; dcAmt: number; netAmt: number }): OrderAmounts => ({
  orderAmt: o.orderAmt,
  dlvrAmt: 0,
  dcAmt: o.dcAmt,
  totalDcAmt: o.dcAmt,
  totalMixAndMatchDcAmt: 0,
  totalDiscountDcAmt: 0,
  totalPeriodDcAmt: 0,
  totalCpnDcAmt: 0,
  cpnDcAmt: 0,
  totalEvntDcAmt: 0,
  evntDcAmt: 0,
  totalPartnerEvntDcAmt: 0,
  partnerEvntDcAmt: 0,
  totalEmpDcAmt: 0,
  employeeAddDcAmt: 0,
  userAddDcAmt: 0,
  pointUseAmt: 0,
  netAmt: o.netAmt,
  prepaidAmt: 0,
  cardAmt: o.netAmt,
  pointSaveAmt: 0,
  totalTaxAmt: Math.round(o.netAmt / 11),
});

/** The order item of SPEC §3 for such an order: its unit price, no discounts. */
export function legacyItem(i: OrderItemRow, orderTnantCd: string | null): OrderItem {
  return {
    orderItemNo: i.orderItemNo,
    tnantCd: i.tnantCd ?? orderTnantCd ?? "",
    itemCd: i.itemCd,
    itemNm: i.itemNm,
    itemRctNm: i.itemNm.slice(0, 20),
    itemImgFileUrl: i.fileId ? thumbnailUrl(i.fileId) : "",
    itemQty: i.itemQty,
    saleUprc: i.saleUprc,
    onlnSaleUprc: i.saleUprc,
    eventPrice: null,
    itemPrice: i.saleUprc * i.itemQty,
    periodDcAmt: 0,
    mixDcAmt: 0,
    discountDcAmt: 0,
    empDcAmt: 0,
    userAddDcAmt: 0,
    cpnDcAmt: 0,
    orderCpnDcAmt: 0,
    orderEvntDcAmt: 0,
    taxFlgCd: "01",
    taxAmt: Math.round((i.saleUprc * i.itemQty) / 11),
    itemTypeCd: "01",
    clasLCd: "",
    clasMCd: "",
    clasSCd: "",
    mgRate: 0,
    exchgYn: "N",
    optType: null,
    orderItemOptions: [],
  };
}
