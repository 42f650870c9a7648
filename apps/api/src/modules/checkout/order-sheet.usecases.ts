import { ORDER_DEFAULTS, type OrderLines, type OrderSheet } from "@cellar/contracts";
import { calculate, orderCoupons } from "./calculate.usecases";
import { type CheckoutDeps, pickupDates } from "./order-create.usecases";

/** Everything /order opens with: orderer, stores, pick-up days, defaults, coupons, address book, amounts. */
export async function orderSheet(deps: CheckoutDeps, mberNo: string, req: OrderLines): Promise<OrderSheet> {
  const { calc, lines, ctx, paid } = await calculate(deps, mberNo, {
    ...req,
    couponCds: [],
    stampUseCnt: 0,
    prepaidUseAmt: 0,
    orderDeliveryCd: ORDER_DEFAULTS.orderDeliveryCd,
    empDcYn: "Y",
  });
  const stores = [...new Map(lines.map((l) => [l.store.tnantCd, l.store])).values()];
  const [coupons, shippingAddresses] = await Promise.all([
    orderCoupons(deps, mberNo, stores[0]!.tnantCd),
    deps.shipping.listAddresses(deps.db, mberNo),
  ]);
  return {
    orderer: {
      mberNo,
      korMberNm: ctx.korMberNm,
      ordererMobileNum: ctx.mobile,
      email: ctx.email,
      isEmp: ctx.isEmp,
      empNo: ctx.empNo,
      paidMberYn: paid ? "Y" : "N",
      prepaidBalance: paid ? ctx.prepaidBalance : 0,
      stampBalance: ctx.stampBalance,
    },
    stores: stores.map((s) => ({
      tnantCd: s.tnantCd,
      tnantNm: s.name,
      tel: s.tel,
      baseAddr: s.baseAddr,
      detailAddr: s.detailAddr,
      openTime: s.openTime.slice(0, 5),
      closeTime: s.closeTime.slice(0, 5),
      pickupYn: s.pickupYn ? "Y" : "N",
      wineKeepYn: s.wineKeepYn ? "Y" : "N",
    })),
    pickupDates: pickupDates(deps.clock()),
    orderDeliveryCd: ORDER_DEFAULTS.orderDeliveryCd,
    takeType: ORDER_DEFAULTS.takeType,
    // SPEC §5: the cart coupon list starts with every coupon unselected.
    coupons: coupons.map((c) => ({ ...c, isSelect: false })),
    shippingAddresses,
    calculation: calc,
  };
}
