import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sendProductImageUrl } from "../../../lib/bridge/actions";
import styles from "./product-gallery.module.css";

type Image = { fileSeqNo: number; url: string };

/** Absolute address for the native viewer (the API serves images under the app's own host). */
const absolute = (url: string) => new URL(url, window.location.href).toString();

/**
 * Swipeable images (CSS scroll snap) with a counter. The first image is the page's LCP element: it
 * loads eagerly with high priority; the others lazily. Tapping one hands it to the native viewer
 * (WM0011); outside the app that call fails and is only logged.
 */
export function ProductGallery({
  images,
  name,
  blurred = false,
}: {
  images: Image[];
  name: string;
  blurred?: boolean;
}) {
  const { t } = useTranslation("product");
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(images.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };

  const open = (url: string) => {
    sendProductImageUrl(absolute(url)).catch((e: unknown) => console.warn("[product] image to native failed", e));
  };

  return (
    <section className={styles.gallery} aria-label={t("gallery.label")}>
      <ul ref={track} className={styles.track} onScroll={onScroll}>
        {images.map((image, i) => (
          <li key={image.fileSeqNo} className={styles.slide}>
            <button
              type="button"
              className={styles.open}
              onClick={() => open(image.url)}
              disabled={blurred}
              aria-label={t("gallery.open", { index: i + 1 })}
            >
              <img
                className={`${styles.image} ${blurred ? styles.blurred : ""}`}
                src={image.url}
                alt={i === 0 ? name : ""}
                width={390}
                height={390}
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
                {...(i === 0 ? { fetchPriority: "high" as const } : {})}
              />
            </button>
          </li>
        ))}
      </ul>
      {images.length > 1 && !blurred ? (
        <p className={styles.counter} aria-live="polite">
          {t("gallery.counter", { current: index + 1, total: images.length })}
        </p>
      ) : null}
    </section>
  );
}
