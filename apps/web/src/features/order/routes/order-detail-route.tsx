import { ORDER_DELIVERY_CODES, ORDER_STATUS_AWAITING_PAYMENT } from "@cellar/contracts/checkout-constants";
import { CODE_GROUPS, type OrderDetail } from "@cellar/contracts/client";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Barcode } from "../../../components/ui/barcode";
import { BarcodePopup } from "../../../components/ui/barcode-popup";
import { Button } from "../../../components/ui/button";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { formatDate, formatDayAndTime } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useCodeName } from "../../../lib/query/use-code-name";
import { useGlobalState } from "../../../lib/state/global-state";
import { useCancelOrder } from "../api/cancel-order";
import { useOrderDetail } from "../api/get-order-detail";
import { AmountSummary } from "../components/amount-summary";
import { OrderLines } from "../components/order-lines";
import { SheetSection } from "../components/sheet-section";
import styles from "./order-detail-route.module.css";

type OrderDetailRouteProps = {
  orderNo: string;
  /** The receipt, the gift detail and my kept wine (`/wineKeep`, for an order kept at the store). */
  links: { bill: string; gift: string; wineKeep: string };
  /** An unpaid order: pay it (regular payment popup). */
  onPay: (order: OrderDetail) => void;
  /** Its returns and exchanges, and the way to ask for one (the returns feature, from the page). */
  returns?: ReactNode;
};

/** `/order/history/detail?orderNo=`: status, exchange voucher (02), items, amounts, payments, cancel. */
export function OrderDetailRoute({ orderNo, links, onPay, returns }: OrderDetailRouteProps) {
  const { t } = useTranslation("order");
  const statusName = useCodeName(CODE_GROUPS.orderStatus);
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const toast = useGlobalState((s) => s.showToast);
  const query = useOrderDetail(orderNo);
  const cancel = useCancelOrder(orderNo);
  const [confirm, setConfirm] = useState(false);
  const [large, setLarge] = useState(false);
  const order = query.data;
  const won = (value: number) => t("won", { value: formatNumber(value) });
  const header = <PageHeader title={tr("orderHistoryDetail")} onBack={goBack} bordered />;
  if (query.isError) {
    return (
      <>
        {header}
        <EmptyState title={t("detail.notFound")} />
      </>
    );
  }
  if (!order) return header;
  const unpaid = order.orderStatCd === ORDER_STATUS_AWAITING_PAYMENT;
  const storeName = (cd: string) => (cd === order.tnantCd ? order.tnantNm : "");

  return (
    <>
      {header}
      <main className={styles.page}>
        <section className={styles.top}>
          <p className={styles.no}>
            {t("complete.orderNo")} {order.orderNo}
          </p>
          <p className={styles.status} data-testid="detail-status" data-status={order.orderStatCd}>
            {statusName(order.orderStatCd, order.orderStatNm)}
          </p>
          <p className={styles.date}>
            {t("detail.orderDate")} {formatDate(order.orderDate, "YYYY.MM.DD HH:mm")}
          </p>
          {unpaid && order.holdUntil ? (
            <p className={styles.hold}>{t("detail.holdUntil", { time: formatInstant(order.holdUntil) })}</p>
          ) : null}
          {order.voucherBarcodeNo ? (
            <div className={styles.voucher} data-testid="voucher">
              <p className={styles.voucherTitle}>{t("detail.voucherTitle")}</p>
              <Barcode value={order.voucherBarcodeNo} label={t("detail.voucherTitle")} />
              <p className={styles.voucherNo}>{order.voucherBarcodeNo}</p>
              <p className={styles.voucherHint}>{t("detail.voucherHint")}</p>
              <Button size="sm" variant="outline" onClick={() => setLarge(true)}>
                {t("detail.voucherLarge")}
              </Button>
            </div>
          ) : null}
        </section>
        <SheetSection id="detail-items" title={t("detail.items")}>
          <OrderLines items={order.orderItems} storeName={storeName} />
        </SheetSection>
        <SheetSection id="detail-receive" title={t("detail.receive")}>
          <p className={styles.line}>
            {order.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery && order.shippingAddress
              ? `${order.shippingAddress.receiverNm} · ${order.shippingAddress.baseAddr} ${order.shippingAddress.detailAddr}`
              : order.revDate
                ? t("detail.pickupAt", {
                    store: order.tnantNm,
                    date: formatDayAndTime(order.revDate, order.revTakeHm),
                  })
                : order.tnantNm}
          </p>
          {order.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery && order.receiverRmk ? (
            <p className={styles.sub} data-testid="receiver-note">
              {order.receiverRmk}
            </p>
          ) : null}
          {order.appKeepYn === "Y" ? (
            <p className={styles.sub}>
              {t("complete.keep")} <Link to={links.wineKeep}>{t("receive.keepLink")}</Link>
            </p>
          ) : null}
        </SheetSection>
        <AmountSummary amounts={order.amounts} discounts={order.discounts} />
        {order.payments.length > 0 ? (
          <SheetSection id="detail-payments" title={t("detail.payments")}>
            <ul className={styles.payments}>
              {order.payments.map((p) => (
                <li key={p.payNo}>
                  <span>
                    {t(`detail.method.${p.payMethod}`, { defaultValue: p.payMethod })}
                    {p.cardName ? ` · ${p.cardName}` : ""} {p.cardNo ?? ""}
                  </span>
                  <span>
                    {won(p.amount)}{" "}
                    <span className={styles.sub}>{t(`detail.payStatus.${p.status}`, { defaultValue: p.status })}</span>
                  </span>
                </li>
              ))}
            </ul>
          </SheetSection>
        ) : null}
        <SheetSection id="detail-history" title={t("detail.history")}>
          <ol className={styles.steps}>
            {order.history.map((h) => (
              <li key={`${h.orderStatCd}-${h.at}`}>
                <strong>{statusName(h.orderStatCd, h.orderStatNm)}</strong>
                <span className={styles.sub}>{formatInstant(h.at)}</span>
              </li>
            ))}
          </ol>
        </SheetSection>
        <div className={styles.actions}>
          {unpaid ? (
            <Button block onClick={() => onPay(order)}>
              {t("detail.payAgain")} · {won(order.amounts.cardAmt)}
            </Button>
          ) : null}
          {!unpaid && order.orderStatCd !== "09" ? (
            <Link className={styles.linkButton} to={links.bill}>
              {t("detail.receipt")}
            </Link>
          ) : null}
          {order.giftYn === "Y" ? (
            <Link className={styles.linkButton} to={links.gift}>
              {t("detail.gift")}
            </Link>
          ) : null}
          {returns}
          {order.cancelableYn === "Y" ? (
            <Button block variant="outline" onClick={() => setConfirm(true)} disabled={cancel.isPending}>
              {t("detail.cancel")}
            </Button>
          ) : null}
        </div>
      </main>
      <AlertDialog
        open={confirm}
        message={t("detail.cancelConfirm")}
        confirmLabel={t("detail.cancel")}
        cancelLabel={t("detail.keepOrder")}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          cancel.mutate("", {
            onSuccess: () => toast(t("detail.cancelled")),
            onError: (e) => {
              const text = checkoutErrorText(e);
              if (text) toast(text);
            },
          });
        }}
      />
      {order.voucherBarcodeNo ? (
        <BarcodePopup
          open={large}
          onClose={() => setLarge(false)}
          title={t("detail.voucherTitle")}
          value={order.voucherBarcodeNo}
          caption={order.voucherBarcodeNo}
        />
      ) : null}
    </>
  );
}
