import { sanitizeHtml } from "../../lib/dom/sanitize";
import styles from "./rich-content.module.css";

type Props = { html: string | null | undefined; className?: string };

/**
 * The chain's rich content (notices, FAQ answers, event pages, terms), sanitised where it is shown
 * (lib/dom/sanitize.ts), on the server render and in the browser alike.
 */
export function RichContent({ html, className }: Props) {
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify under the shared policy
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
