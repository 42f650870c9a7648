import { CODE_GROUPS } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Barcode } from "../../../components/ui/barcode";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatPhone } from "../../../lib/format/phone";
import { useCodeName } from "../../../lib/query/use-code-name";
import { useOrderGift } from "../api/get-order-gift";
import { OrderLines } from "../components/order-lines";
import { SheetSection } from "../components/sheet-section";
import styles from "./order-detail-route.module.css";

/** `/order/history/orderGiftDetail?orderNo=`: sender, receiver, message, items and the voucher. */
export function OrderGiftRoute({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("order");
  const statusName = useCodeName(CODE_GROUPS.orderStatus);
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const query = useOrderGift(orderNo);
  const gift = query.data;
  return (
    <>
      <PageHeader title={tr("orderGiftDetail")} onBack={goBack} bordered />
      {query.isError ? <EmptyState title={t("detail.notFound")} /> : null}
      {gift ? (
        <main className={styles.page}>
          <section className={styles.top}>
            <p className={styles.no}>
              {t("complete.orderNo")} {gift.orderNo}
            </p>
            <p className={styles.status}>{statusName(gift.orderStatCd, gift.orderStatNm)}</p>
            {gift.voucherBarcodeNo ? (
              <div className={styles.voucher}>
                <p className={styles.voucherTitle}>{t("detail.voucherTitle")}</p>
                <Barcode value={gift.voucherBarcodeNo} label={t("detail.voucherTitle")} />
                <p className={styles.voucherNo}>{gift.voucherBarcodeNo}</p>
              </div>
            ) : null}
          </section>
          <SheetSection id="gift-people" title={t("detail.gift")}>
            <ul className={styles.payments}>
              <li>
                <span>{t("gift.sender")}</span>
                <span>{gift.senderNm}</span>
              </li>
              <li>
                <span>{t("gift.receiver")}</span>
                <span>
                  {gift.receiverNm} {formatPhone(gift.receiverMobileNum)}
                </span>
              </li>
              {gift.message ? (
                <li>
                  <span>{t("gift.message")}</span>
                  <span>{gift.message}</span>
                </li>
              ) : null}
            </ul>
          </SheetSection>
          <SheetSection id="gift-items" title={t("detail.items")}>
            <OrderLines items={gift.orderItems} storeName={() => ""} />
          </SheetSection>
        </main>
      ) : null}
    </>
  );
}
