import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { BarcodePopup } from "../../components/ui/barcode-popup";
import { CloseIcon } from "../../components/ui/icons";
import { useExitTransition } from "../../components/ui/use-exit-transition";
import { usePopupLifecycle } from "../../components/ui/use-popup-lifecycle";
import { useSessionState } from "../../features/auth/state/session-state";
import { PanelCouponList } from "../../features/coupons/components/panel-coupon-list";
import { useHasInProgressOrders } from "../../features/membership/api/get-gnb-orders";
import { usePaidMember } from "../../features/membership/api/is-paid-member";
import { MemberCard } from "../../features/membership/components/member-card";
import { PanelOrderList } from "../../features/membership/components/panel-order-list";
import { formatCardNumber } from "../../lib/format/card";
import styles from "./membership-panel.module.css";

type PanelTab = "coupons" | "orders" | null;
type LargeBarcode = { title: string; value: string; caption: string; coupon: boolean };

/**
 * SPEC §2 membership panel (centre logo): the card, then two mutually exclusive toggles for the
 * coupon and order lists. Slides in from the top; the dim closes it; page scrolling is locked.
 */
export function MembershipPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("membership");
  const titleId = useId();
  const { mounted, closing } = useExitTransition(open, 220);
  const userInfo = useSessionState((s) => s.userInfo);
  const gradNm = useSessionState((s) => s.loginUserInfo?.gradNm ?? null);
  const paidMember = usePaidMember(open ? (userInfo?.mberNo ?? null) : null);
  const hasOrders = useHasInProgressOrders(open).data === true;
  const [tab, setTab] = useState<PanelTab>(null);
  const [large, setLarge] = useState<LargeBarcode | null>(null);
  const [scrollRoot, setScrollRoot] = useState<HTMLDivElement | null>(null);
  usePopupLifecycle(open, onClose);

  useEffect(() => {
    if (open) return;
    setTab(null);
    setLarge(null);
  }, [open]);

  // A navigation while open (native back on the home page, a link) closes the panel.
  const locationKey = useLocation().key;
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      shownAt.current = null;
      return;
    }
    if (shownAt.current === null) shownAt.current = locationKey;
    else if (shownAt.current !== locationKey) onClose();
  }, [open, locationKey, onClose]);

  if (!mounted) return null;
  const toggle = (next: Exclude<PanelTab, null>) => setTab((current) => (current === next ? null : next));
  const cardNo = userInfo?.mbrshCardNo ?? "";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the dim layer is a pointer convenience; the close button and the native back button are the accessible ways out
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div
      className={`${styles.dim} ${closing ? styles.closing : ""}`}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid="membership-panel-dim"
    >
      <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t("panel.title")}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("panel.close")}>
            <CloseIcon />
          </button>
        </div>
        <MemberCard
          name={userInfo?.korMberNm ?? ""}
          gradNm={gradNm}
          cardNo={cardNo || null}
          onViewLarger={() =>
            setLarge({ title: t("panel.largeTitle"), value: cardNo, caption: formatCardNumber(cardNo), coupon: false })
          }
        />
        <div className={styles.toggles}>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={tab === "coupons"}
            onClick={() => toggle("coupons")}
          >
            {t("panel.coupons")}
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={tab === "orders"}
            onClick={() => toggle("orders")}
          >
            {t("panel.orders")}
            {hasOrders ? (
              <span className={styles.dot} data-testid="orders-dot">
                <span className="visually-hidden">{t("panel.ordersDot")}</span>
              </span>
            ) : null}
          </button>
        </div>
        {tab ? (
          <div className={styles.listArea} ref={setScrollRoot}>
            {tab === "coupons" ? (
              <PanelCouponList
                paidMember={paidMember}
                scrollRoot={scrollRoot}
                onBarcode={(publishNo) =>
                  setLarge({ title: t("panel.couponBarcode"), value: publishNo, caption: publishNo, coupon: true })
                }
              />
            ) : (
              <PanelOrderList
                scrollRoot={scrollRoot}
                onVoucher={(orderNo) =>
                  setLarge({ title: t("panel.voucherTitle"), value: orderNo, caption: orderNo, coupon: false })
                }
              />
            )}
          </div>
        ) : null}
      </div>
      <BarcodePopup
        open={large !== null}
        onClose={() => setLarge(null)}
        title={large?.title ?? ""}
        value={large?.value ?? ""}
        caption={large?.caption}
        countAsPopup={!large?.coupon}
      />
    </div>
  );
}
