import { type Cart, type CartItem, SPECIAL_SALES, type SpecialCartAdd, thumbnailUrl } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import * as repo from "./special-sales.repository";
import { currentGrant, requireGrant, type SpecialCaller, type SpecialSalesDeps } from "./special-sales.usecases";

/**
 * The special cart (SPEC §7 `/api/cart/special`): the member cart's shape, one group for the sale
 * (tnantCd = the sale's code, since the pick-up store is chosen when ordering). A line's price is
 * the special price; `saleUprc` is the catalogue's regular price.
 */
export async function specialCart(deps: SpecialSalesDeps, caller: SpecialCaller): Promise<Cart> {
  const found = await currentGrant(deps, caller);
  if (!found) return { list: [], cartCount: 0 };
  const lines = await repo.cartLines(deps.db, found.grant.guestId);
  if (lines.length === 0) return { list: [], cartCount: 0 };
  const items = new Map((await repo.saleItems(deps.db, found.sale.saleCd)).map((i) => [i.itemCd, i]));
  const cartItems: CartItem[] = [];
  for (const line of lines) {
    const item = items.get(line.itemCd);
    if (!item) continue;
    const soldOut = item.stockQty !== null && item.stockQty <= 0;
    cartItems.push({
      cartNo: line.cartNo,
      tnantCd: found.sale.saleCd,
      itemCd: item.itemCd,
      itemNm: item.itemNm,
      itemImgFileUrl: thumbnailUrl(item.fileId),
      optItemCd: null,
      optClasNm: null,
      optSaleUprc: 0,
      itemQty: line.qty,
      saleUprc: item.normalPrice,
      itemPrice: item.specialPrice,
      totalItemPrice: item.specialPrice * line.qty,
      mixDcAmt: 0,
      discountDcAmt: 0,
      eventCd: null,
      eventNm: found.sale.title,
      stockQty: item.stockQty ?? item.orderLimit,
      soldOutYn: soldOut ? "Y" : "N",
      adultOnly: item.adultOnly,
      isCheck: false,
    });
  }
  const orderable = cartItems.filter((i) => i.soldOutYn === "N" && i.itemQty <= i.stockQty);
  const total = orderable.reduce((sum, i) => sum + i.totalItemPrice, 0);
  return {
    list: [
      {
        tnantCd: found.sale.saleCd,
        tnantNm: found.sale.title,
        isTnantActive: true,
        items: cartItems,
        totalItemPrice: total,
        totalMixDcAmt: 0,
        totalDiscountDcAmt: 0,
        totalPayAmt: total,
        isCheck: false,
      },
    ],
    cartCount: cartItems.length,
  };
}

/** `/api/cart/count/special`: the lines of the caller's special cart (0 without a grant). */
export async function specialCartCount(deps: SpecialSalesDeps, caller: SpecialCaller): Promise<number> {
  const found = await currentGrant(deps, caller);
  if (!found) return 0;
  return (await repo.cartLines(deps.db, found.grant.guestId)).length;
}

/** Adds units of a sale's bottle; the line may not pass the bottle's order limit nor its stock. */
export async function addToSpecialCart(deps: SpecialSalesDeps, caller: SpecialCaller, input: SpecialCartAdd) {
  const { grant, sale } = await requireGrant(deps, caller);
  const item = await repo.saleItem(deps.db, sale.saleCd, input.itemCd);
  if (!item) throw new AppError("specialItemUnknown");
  const lines = await repo.cartLines(deps.db, grant.guestId);
  const held = lines.find((l) => l.itemCd === input.itemCd)?.qty ?? 0;
  if (!lines.some((l) => l.itemCd === input.itemCd) && lines.length >= SPECIAL_SALES.maxLines) {
    throw new AppError("specialQtyLimit");
  }
  checkQty(item, held + input.itemQty);
  await deps.db.transaction(async (tx) => {
    const saved = await repo.addCartQty(tx, grant.guestId, input.itemCd, input.itemQty, deps.clock());
    // A parallel add of the same bottle: the sum is checked again under the row's lock.
    checkQty(item, saved.qty);
  });
  return specialCart(deps, caller);
}

export async function updateSpecialCart(deps: SpecialSalesDeps, caller: SpecialCaller, cartNo: number, qty: number) {
  const { grant, sale } = await requireGrant(deps, caller);
  const line = (await repo.cartLines(deps.db, grant.guestId)).find((l) => l.cartNo === cartNo);
  if (!line) throw new AppError("notFound");
  const item = await repo.saleItem(deps.db, sale.saleCd, line.itemCd);
  if (!item) throw new AppError("specialItemUnknown");
  checkQty(item, qty);
  await repo.setCartQty(deps.db, grant.guestId, cartNo, qty);
  return specialCart(deps, caller);
}

export async function removeFromSpecialCart(deps: SpecialSalesDeps, caller: SpecialCaller, cartNos: number[]) {
  const { grant } = await requireGrant(deps, caller);
  await repo.removeCartLines(deps.db, grant.guestId, cartNos);
  return specialCart(deps, caller);
}

function checkQty(item: repo.SaleItemRow, qty: number) {
  if (item.stockQty !== null && item.stockQty <= 0) throw new AppError("specialSoldOut");
  if (qty > item.orderLimit) {
    throw new AppError("specialQtyLimit", `이 상품은 한 번에 ${item.orderLimit}병까지 주문할 수 있습니다`);
  }
  if (item.stockQty !== null && qty > item.stockQty) {
    throw new AppError("specialSoldOut", `남은 수량은 ${item.stockQty}병입니다`);
  }
}
