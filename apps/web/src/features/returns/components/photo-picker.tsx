import { RETURN_LIMITS } from "@cellar/contracts/client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadReturnPhoto } from "../api/returns-queries";
import styles from "../routes/returns.module.css";
import { returnsErrorText } from "../rules/returns-text";

export type Photo = { fileId: string; url: string };

type PhotoPickerProps = { photos: Photo[]; onPhotos: (photos: Photo[]) => void; onError: (text: string) => void };

/** Photos of a damaged or wrong bottle, uploaded one by one (the reviews' photo upload). */
export function PhotoPicker({ photos, onPhotos, onError }: PhotoPickerProps) {
  const { t } = useTranslation("returns");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onPhotos([...photos, await uploadReturnPhoto(file)]);
    } catch (error) {
      onError(returnsErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className={styles.hint}>{t("request.photosHint")}</p>
      <div className={styles.photos}>
        {photos.map((p, i) => (
          <span key={p.fileId} className={styles.photo}>
            <img src={p.url} alt={t("detail.photo", { n: i + 1 })} />
            <button
              type="button"
              aria-label={t("request.removePhoto", { n: i + 1 })}
              onClick={() => onPhotos(photos.filter((x) => x.fileId !== p.fileId))}
            >
              ×
            </button>
          </span>
        ))}
        {photos.length < RETURN_LIMITS.maxPhotos ? (
          <label htmlFor={id} className={styles.addPhoto} aria-busy={busy}>
            {busy ? t("request.uploading") : t("request.addPhoto")}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              disabled={busy}
              onChange={(e) => {
                void add(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
        ) : null}
      </div>
    </div>
  );
}
