import type { MouseEvent, ReactNode } from "react";
import { openExternalUrl } from "../../../lib/bridge/actions";
import styles from "./linkified-text.module.css";

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits plain text into text and http(s) links; the text is never read as HTML. */
export type TextPart = { kind: "text" | "link"; value: string; at: number };

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start), at: last });
    parts.push({ kind: "link", value: url, at: start });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last), at: last });
  return parts;
}

/** Inside the app a link opens through the native app (WM0001); without the bridge, a new window. */
function openLink(e: MouseEvent<HTMLAnchorElement>) {
  const url = e.currentTarget.href;
  e.preventDefault();
  openExternalUrl(url).catch(() => window.open(url, "_blank", "noopener,noreferrer"));
}

/**
 * A member's text as plain text: line breaks kept, http(s) addresses made into links that open
 * outside the app (WM0001). React escapes the text, so markup in it shows as written (decision 389).
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }): ReactNode {
  return (
    <p className={`${styles.text} ${className ?? ""}`}>
      {linkify(text).map((part) =>
        part.kind === "link" ? (
          <a
            key={part.at}
            href={part.value}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={styles.link}
            onClick={openLink}
          >
            {part.value}
          </a>
        ) : (
          <span key={part.at}>{part.value}</span>
        ),
      )}
    </p>
  );
}
