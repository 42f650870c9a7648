import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import type { StoreWithDistance } from "../rules/store-order";
import styles from "./store-list.module.css";
import { StoreRow } from "./store-row";

type StoreListProps = {
  stores: StoreWithDistance[];
  status: "pending" | "error" | "success";
  onRetry: () => void;
  detailHref: (tnantCd: string) => string;
  onToggleFavorite: (store: StoreWithDistance) => void;
  mine: string | null;
};

export function StoreList({ stores, status, onRetry, detailHref, onToggleFavorite, mine }: StoreListProps) {
  const { t } = useTranslation("stores");
  if (status === "pending") {
    return (
      <ul className={styles.skeletons} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  if (status === "error") {
    return (
      <EmptyState
        title={t("loadFailed")}
        action={
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t("retry")}
          </button>
        }
      />
    );
  }
  if (stores.length === 0) return <EmptyState title={t("empty")} description={t("emptyHint")} />;
  return (
    <ul className={styles.list} aria-label={t("list")}>
      {stores.map((s) => (
        <li key={s.tnantCd}>
          <StoreRow
            store={s}
            to={detailHref(s.tnantCd)}
            onToggleFavorite={() => onToggleFavorite(s)}
            isMine={s.tnantCd === mine}
          />
        </li>
      ))}
    </ul>
  );
}
