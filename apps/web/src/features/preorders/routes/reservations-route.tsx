import type { Reservation } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Barcode } from "../../../components/ui/barcode";
import { Button } from "../../../components/ui/button";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useCancelReservation } from "../api/cancel-reservation";
import { useReservations } from "../api/get-reservations";
import { formatDay, preorderErrorText } from "../rules/preorder-text";
import styles from "./preorders.module.css";

type ReservationsRouteProps = { listTo: string; detailTo: (preorderCd: string) => string };

/**
 * `/reservation` (members): my pre-orders with their status: paid (cancel with a full refund until
 * the cut-off), arrived at the store (the exchange voucher barcode and the last day to collect),
 * collected, cancelled or not collected (the refund and where it stands).
 */
export function ReservationsRoute({ listTo, detailTo }: ReservationsRouteProps) {
  const { t } = useTranslation("preorders");
  const query = useReservations();
  const cancel = useCancelReservation();
  const [asking, setAsking] = useState<Reservation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = query.data?.list ?? [];
  const confirmCancel = () => {
    const r = asking;
    setAsking(null);
    if (!r) return;
    setError(null);
    cancel.mutate(r.reservationNo, { onError: (e) => setError(preorderErrorText(e)) });
  };
  return (
    <div className={styles.page}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {query.isError ? (
        <div role="alert">
          <EmptyState title={t("mine.error")} />
        </div>
      ) : !query.data ? (
        <div className={styles.list} aria-busy="true" />
      ) : list.length === 0 ? (
        <EmptyState
          title={t("mine.empty")}
          action={
            <Link to={listTo} className={styles.linkButton}>
              {t("mine.toList")}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.reservations} aria-label={t("mine.title")}>
            {list.map((r) => (
              <li key={r.reservationNo} className={styles.reservation} data-reservation={r.reservationNo}>
                <ReservationItem r={r} detailTo={detailTo} onCancel={() => setAsking(r)} busy={cancel.isPending} />
              </li>
            ))}
          </ul>
          <Link to={listTo} className={styles.linkButton}>
            {t("mine.toList")}
          </Link>
        </>
      )}
      <AlertDialog
        open={asking !== null}
        title={t("mine.cancelTitle")}
        message={asking ? t("mine.cancelText", { value: formatNumber(asking.payAmt) }) : ""}
        confirmLabel={t("mine.cancelConfirm")}
        cancelLabel={t("mine.cancelKeep")}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

function ReservationItem({
  r,
  detailTo,
  onCancel,
  busy,
}: {
  r: Reservation;
  detailTo: (preorderCd: string) => string;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("preorders");
  const day = (d: string) => formatDay(d, i18n.language);
  return (
    <>
      <div className={styles.reservationHead}>
        <span className={styles.status} data-status={r.status}>
          {t(`status.${r.status}`)}
        </span>
        <span className={styles.date}>
          {formatInstant(r.reservedAt, false)} · {r.reservationNo}
        </span>
      </div>
      <Link to={detailTo(r.preorder.preorderCd)} className={styles.item}>
        {r.preorder.bottle.imageUrl ? <img src={r.preorder.bottle.imageUrl} alt="" width={64} height={64} /> : null}
        <div>
          <p className={styles.itemName}>{r.preorder.title}</p>
          <p className={styles.itemSub}>
            {t("mine.qty", { count: r.qty })} · {t("won", { value: formatNumber(r.payAmt) })}
            {r.couponName ? ` · ${r.couponName}` : ""}
          </p>
          <p className={styles.itemSub}>{t("mine.store", { store: r.tnantNm })}</p>
        </div>
      </Link>
      {r.status === "PAID" ? (
        <p className={styles.hint}>
          {t("mine.paidText", { date: day(r.preorder.arrivalDate) })}{" "}
          {r.cancelable ? t("mine.cancelUntil", { date: day(r.cancelUntil) }) : t("mine.cutoffPassed")}
        </p>
      ) : null}
      {r.status === "ARRIVED" && r.voucherNo ? (
        <div className={styles.voucher}>
          <p className={styles.voucherTitle}>{t("mine.voucher")}</p>
          <Barcode value={r.voucherNo} label={t("mine.voucherBarcode")} className={styles.barcode} />
          <p className={styles.voucherNo}>{r.voucherNo}</p>
          <p className={styles.hint}>
            {t("mine.collectBy", { date: r.collectBy ? day(r.collectBy) : "-", store: r.tnantNm })}
          </p>
        </div>
      ) : null}
      {r.status === "COLLECTED" && r.collectedAt ? (
        <p className={styles.hint}>{t("mine.collectedAt", { at: formatInstant(r.collectedAt) })}</p>
      ) : null}
      {r.refundAmt > 0 ? (
        <p className={styles.refund} data-refund={r.refundState}>
          {t(`mine.refund.${r.refundState}`, { value: formatNumber(r.refundAmt) })}
          {r.cancelledAt ? ` · ${formatInstant(r.cancelledAt)}` : ""}
        </p>
      ) : null}
      {r.cancelable ? (
        <Button variant="outline" size="md" block className={styles.cancel} onClick={onCancel} disabled={busy}>
          {t("mine.cancel")}
        </Button>
      ) : null}
    </>
  );
}
