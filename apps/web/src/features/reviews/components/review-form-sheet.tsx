import { REVIEW_LIMITS, type Review } from "@cellar/contracts/client";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { useGlobalState } from "../../../lib/state/global-state";
import { uploadReviewPhoto } from "../api/upload-review-photo";
import { useSaveReview } from "../api/write-review";
import { reviewErrorText } from "../rules/error-text";
import { canSubmitReview, checkPhotos, contentLength } from "../rules/photo-check";
import styles from "./review-form-sheet.module.css";

type ReviewFormSheetProps = {
  open: boolean;
  onClose: () => void;
  itemCd: string;
  productName: string;
  /** The review to edit; null writes a new one. */
  review: Review | null;
};

const MB = Math.round(REVIEW_LIMITS.maxPhotoBytes / (1024 * 1024));

/** Write or edit a review: rating, text with a counter, up to five photos (checked, then uploaded). */
export function ReviewFormSheet({ open, onClose, itemCd, productName, review }: ReviewFormSheetProps) {
  const { t } = useTranslation("reviews");
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [content, setContent] = useState(review?.content ?? "");
  const [photos, setPhotos] = useState(review?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReview(itemCd, review?.reviewNo ?? null);
  const length = contentLength(content);

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = "";
    if (files.length === 0) return;
    const { accepted, problem: p } = checkPhotos(files, photos.length);
    setProblem(
      p === "tooBig" ? t("form.tooBig", { mb: MB }) : p ? t(`form.${p}`, { max: REVIEW_LIMITS.maxPhotos }) : null,
    );
    if (accepted.length === 0) return;
    setUploading(true);
    try {
      for (const index of accepted) {
        const uploaded = await uploadReviewPhoto(files[index] as File);
        setPhotos((prev) => [...prev, uploaded]);
      }
    } catch (e) {
      console.warn("[reviews] photo upload failed", e);
      setProblem(reviewErrorText(e, t("form.uploadFailed")));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    if (!canSubmitReview(rating, content, uploading)) return;
    save.mutate(
      { rating, content: content.trim(), photoFileIds: photos.map((p) => p.fileId) },
      {
        onSuccess: () => {
          useGlobalState.getState().showToast(review ? t("form.updated") : t("form.saved"));
          onClose();
        },
        onError: (e) => setProblem(reviewErrorText(e, t("form.failed"))),
      },
    );
  };

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={review ? t("form.editTitle") : t("form.writeTitle")}
      disableOuterClose
      footer={
        <Button block disabled={!canSubmitReview(rating, content, uploading) || save.isPending} onClick={submit}>
          {review ? t("form.save") : t("form.submit")}
        </Button>
      }
    >
      <p className={styles.product}>{productName}</p>
      <fieldset className={styles.rating}>
        <legend className={styles.label}>{t("form.rating")}</legend>
        <div className={styles.starRow}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? styles.starOn : styles.star}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={t("form.ratingValue", { value: n })}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.label} htmlFor={`${id}-content`}>
        {t("form.content")}
      </label>
      <textarea
        id={`${id}-content`}
        className={styles.textarea}
        value={content}
        maxLength={REVIEW_LIMITS.maxContent}
        rows={6}
        placeholder={t("form.placeholder", { min: REVIEW_LIMITS.minContent })}
        onChange={(e) => setContent(e.target.value)}
        aria-describedby={`${id}-counter`}
      />
      <p id={`${id}-counter`} className={styles.counter}>
        {length > 0 && length < REVIEW_LIMITS.minContent ? (
          <span className={styles.warn}>{t("form.tooShort", { min: REVIEW_LIMITS.minContent })}</span>
        ) : (
          <span />
        )}
        <span>{t("form.counter", { count: length, max: REVIEW_LIMITS.maxContent })}</span>
      </p>
      <p className={styles.label}>{t("form.photos", { count: photos.length, max: REVIEW_LIMITS.maxPhotos })}</p>
      <ul className={styles.photos}>
        {photos.map((photo, i) => (
          <li key={photo.fileId} className={styles.photo}>
            <img src={photo.url} alt="" width={72} height={72} />
            <button
              type="button"
              className={styles.removePhoto}
              aria-label={t("form.removePhoto", { index: i + 1 })}
              onClick={() => setPhotos((prev) => prev.filter((p) => p.fileId !== photo.fileId))}
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < REVIEW_LIMITS.maxPhotos ? (
          <li>
            <label className={styles.add} aria-disabled={uploading || undefined}>
              <span aria-hidden="true">+</span>
              <span className={styles.addText}>{uploading ? t("form.uploading") : t("form.addPhoto")}</span>
              <input
                ref={fileInput}
                type="file"
                accept={REVIEW_LIMITS.photoTypes.join(",")}
                multiple
                disabled={uploading}
                className="visually-hidden"
                onChange={(e) => void pick(e.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </BottomSheet>
  );
}
