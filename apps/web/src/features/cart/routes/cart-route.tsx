import type { CartGroup } from "@cellar/contracts/client";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { CtaBar } from "../../../components/ui/cta-bar";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatNumber } from "../../../lib/format/number";
import { useGlobalState } from "../../../lib/state/global-state";
import { useCart } from "../api/get-cart";
import { useRemoveCartLines } from "../api/remove-cart-lines";
import { useUpdateCartQty } from "../api/update-cart-qty";
import { CartStoreGroup } from "../components/cart-store-group";
import { keepValidChecks, orderableLines, summarize, toggleGroup, toggleLine } from "../rules/selection";
import { useCartInputState } from "../state/cart-input-state";
import styles from "./cart-route.module.css";

type CartRouteProps = {
  productHref: (itemCd: string) => string;
  /** After the chosen lines are stored (cartInpParam): open the order sheet. */
  /** Opens the order sheet for these lines (written to cartInpParam first). */
  onOrder: (cartNos: number[]) => void;
  onShop: () => void;
};

/** Shows the server's quantity, or the one just asked for while its PATCH is on its way. */
function withPendingQty(groups: CartGroup[], pending: ReadonlyMap<number, number>): CartGroup[] {
  if (pending.size === 0) return groups;
  return groups.map((g) => ({
    ...g,
    items: g.items.map((line) =>
      pending.has(line.cartNo) ? { ...line, itemQty: pending.get(line.cartNo) ?? line.itemQty } : line,
    ),
  }));
}

/** `/cart` and `/basket`: lines by store, checks (off on load), quantities, removal, totals, order. */
export function CartRoute({ productHref, onOrder, onShop }: CartRouteProps) {
  const { t } = useTranslation("cart");
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const cart = useCart();
  const update = useUpdateCartQty();
  const remove = useRemoveCartLines();
  const toast = useGlobalState((s) => s.showToast);
  // SPEC §4: a loaded cart starts with every check off; later answers keep the member's checks.
  const [checked, setChecked] = useState<Set<number>>(() => new Set());
  const [pending, setPending] = useState<Map<number, number>>(() => new Map());
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const groups = useMemo(() => withPendingQty(cart.data?.list ?? [], pending), [cart.data, pending]);

  useEffect(() => {
    if (cart.data) setChecked((prev) => keepValidChecks(cart.data.list, prev));
  }, [cart.data]);

  const total = groups.reduce(
    (acc, g) => {
      const s = summarize(g, checked);
      return { count: acc.count + s.count, payAmt: acc.payAmt + s.payAmt, dc: acc.dc + s.mixDcAmt + s.discountDcAmt };
    },
    { count: 0, payAmt: 0, dc: 0 },
  );
  const lineCount = groups.reduce((n, g) => n + g.items.length, 0);
  const orderableCount = groups.reduce((n, g) => n + orderableLines(g).length, 0);
  const allChecked = orderableCount > 0 && total.count === orderableCount;

  const changeQty = (cartNo: number, itemQty: number) => {
    setPending((p) => new Map(p).set(cartNo, itemQty));
    update.mutate(
      { cartNo, itemQty },
      {
        onError: () => toast(t("qtyFailed")),
        onSettled: () =>
          setPending((p) => {
            const next = new Map(p);
            if (next.get(cartNo) === itemQty) next.delete(cartNo);
            return next;
          }),
      },
    );
  };

  const removeLines = (cartNos: number[]) =>
    remove.mutate(cartNos, {
      onSuccess: () => {
        setChecked((prev) => new Set([...prev].filter((n) => !cartNos.includes(n))));
        toast(t("removed", { count: cartNos.length }));
      },
      onSettled: () => setConfirm(null),
    });

  const order = () => {
    const cartNos = groups.flatMap((g) =>
      orderableLines(g)
        .filter((l) => checked.has(l.cartNo))
        .map((l) => l.cartNo),
    );
    const first = groups.find((g) => g.items.some((l) => cartNos.includes(l.cartNo)));
    if (!first) return;
    useCartInputState.getState().setInput(cartNos, first.tnantCd);
    onOrder(cartNos);
  };

  const toggleEverything = () => {
    if (allChecked) return setChecked(new Set());
    setChecked(new Set(groups.flatMap((g) => orderableLines(g).map((l) => l.cartNo))));
  };

  return (
    <>
      <PageHeader title={tr("cart")} onBack={goBack} bordered />
      <main className={styles.page}>
        {cart.data && lineCount === 0 ? (
          <EmptyState
            title={t("empty")}
            description={t("emptyHint")}
            action={
              <button type="button" className={styles.shop} onClick={onShop}>
                {t("shop")}
              </button>
            }
          />
        ) : null}
        {lineCount > 0 ? (
          <>
            <div className={styles.toolbar}>
              <label className={styles.all}>
                <Checkbox checked={allChecked} onCheckedChange={toggleEverything} disabled={orderableCount === 0} />
                <span>{t("selectAll", { checked: total.count, total: lineCount })}</span>
              </label>
              <button
                type="button"
                className={styles.removeChecked}
                disabled={checked.size === 0}
                onClick={() => setConfirm([...checked])}
              >
                {t("removeChecked")}
              </button>
            </div>
            {groups.map((group) => (
              <CartStoreGroup
                key={group.tnantCd}
                group={group}
                checked={checked}
                productHref={productHref}
                onToggleAll={() => setChecked((prev) => toggleGroup(group, prev))}
                onToggle={(cartNo) => setChecked((prev) => toggleLine(cartNo, prev))}
                onQty={changeQty}
                onRemove={(cartNo) => setConfirm([cartNo])}
              />
            ))}
            <section className={styles.total} aria-label={t("totalTitle")}>
              <dl>
                <div>
                  <dt>{t("totalDc")}</dt>
                  <dd className={total.dc > 0 ? styles.minus : undefined}>
                    {total.dc > 0 ? "-" : ""}
                    {t("won", { value: formatNumber(total.dc) })}
                  </dd>
                </div>
                <div className={styles.grand}>
                  <dt>{t("totalPay")}</dt>
                  <dd data-testid="cart-total">{t("won", { value: formatNumber(total.payAmt) })}</dd>
                </div>
              </dl>
              <p className={styles.note}>{t("totalNote")}</p>
            </section>
            <CtaBar
              actions={[
                {
                  label:
                    total.count > 0
                      ? t("order", { count: total.count, value: formatNumber(total.payAmt) })
                      : t("orderNone"),
                  onClick: order,
                  disabled: total.count === 0,
                },
              ]}
            />
          </>
        ) : null}
      </main>
      <AlertDialog
        open={confirm !== null}
        message={t("removeConfirm", { count: confirm?.length ?? 0 })}
        confirmLabel={t("remove")}
        cancelLabel={t("keep")}
        onConfirm={() => confirm && removeLines(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
