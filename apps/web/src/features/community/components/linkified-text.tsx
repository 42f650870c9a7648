import type { ReactNode } from "react";
import styles from "./linkified-text.module.css";

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits plain text into text and http(s) links; the text is never read as HTML. */
export function linkify(text: string): ({ kind: "text"; value: string } | { kind: "link"; value: string })[] {
  const parts: ({ kind: "text"; value: string } | { kind: "link"; value: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

/**
 * A member's text as plain text: line breaks kept, http(s) addresses made into links that open
 * outside the app. React escapes the text, so markup in it shows as written (decision 389).
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }): ReactNode {
  return (
    <p className={`${styles.text} ${className ?? ""}`}>
      {linkify(text).map((part, i) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={i} href={part.value} target="_blank" rel="noopener noreferrer nofollow ugc" className={styles.link}>
            {part.value}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}
