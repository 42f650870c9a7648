import type { ProductDetail } from "@cellar/contracts/client";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { useCtaPresence } from "../../../components/ui/cta-presence";
import { isApiError } from "../../../lib/http/errors";
import { useGlobalState } from "../../../lib/state/global-state";
import { useAddRestock } from "../api/restock-add";
import styles from "./buy-bar.module.css";

type BuyBarProps = {
  product: ProductDetail;
  isMember: boolean;
  tnantCd: string | null;
  wish: ReactNode;
  onBuy: () => void;
  onLoginRequired: () => void;
};

/** The fixed bottom bar: the wish-list heart, then "buy" (options sheet) or the restock alert. */
export function BuyBar({ product, isMember, tnantCd, wish, onBuy, onLoginRequired }: BuyBarProps) {
  const { t } = useTranslation("product");
  const restock = useAddRestock(product.itemCd, tnantCd);
  const toast = useGlobalState((s) => s.showToast);

  useEffect(() => {
    useCtaPresence.getState().add();
    return () => useCtaPresence.getState().remove();
  }, []);

  const askRestock = () => {
    if (!isMember) return onLoginRequired();
    restock.mutate(undefined, {
      onSuccess: () => toast(t("restock.addedToast")),
      onError: (e) => {
        const code = isApiError(e) ? e.code : "";
        toast(code && t(`codes.${code}`, { defaultValue: "" }) ? t(`codes.${code}`) : t("restock.failed"));
      },
    });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.wish}>{wish}</div>
      {product.soldOut ? (
        <Button
          variant={product.restockAlarm ? "soft" : "secondary"}
          disabled={product.restockAlarm || restock.isPending}
          onClick={askRestock}
        >
          {product.restockAlarm ? t("restock.added") : t("restock.add")}
        </Button>
      ) : (
        <Button onClick={onBuy}>{t("options.open")}</Button>
      )}
    </div>
  );
}
