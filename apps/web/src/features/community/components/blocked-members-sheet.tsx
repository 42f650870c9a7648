import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { useBlocks } from "../api/get-blocks";
import { useUnblock } from "../api/unblock";
import styles from "./blocked-members-sheet.module.css";

/** The members I blocked, each with an unblock button. */
export function BlockedMembersSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("community");
  const blocks = useBlocks(open);
  const unblock = useUnblock();
  const list = blocks.data ?? [];
  return (
    <BottomSheet open={open} onClose={onClose} title={t("blocks.title")}>
      {list.length === 0 ? (
        <p className={styles.empty}>{blocks.isPending ? t("loading") : t("blocks.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((b) => (
            <li key={b.authorNo} className={styles.item}>
              <span>{b.nickName}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(b.authorNo, { onSuccess: () => void blocks.refetch() })}
              >
                {t("blocks.unblock")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
