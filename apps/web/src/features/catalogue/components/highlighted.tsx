import { highlightSegments } from "../rules/highlight";

/** A name with the typed term in bold (initial consonants and partial syllables included). */
export function Highlighted({ text, term, className }: { text: string; term: string; className?: string }) {
  return (
    <span className={className}>
      {highlightSegments(text, term).map((s, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one string, never reordered
        s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>,
      )}
    </span>
  );
}
