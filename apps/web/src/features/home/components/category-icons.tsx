import type { ReactNode } from "react";

/** Line glyphs of the category shortcuts (24 px, currentColor). */
const glyph = (children: ReactNode) => (
  <svg
    width="26"
    height="26"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

export const CATEGORY_GLYPHS: Record<string, ReactNode> = {
  // wine: a stemmed glass
  "10": glyph(
    <>
      <path d="M7.5 3h9l-.6 5.2a3.9 3.9 0 0 1-7.8 0z" />
      <path d="M8 7.5h8" />
      <path d="M12 12.1V20M8.5 20.5h7" />
    </>,
  ),
  // whisky: a tumbler with ice
  "20": glyph(
    <>
      <path d="M5.5 6h13l-1.4 13a1.8 1.8 0 0 1-1.8 1.5H8.7a1.8 1.8 0 0 1-1.8-1.5z" />
      <path d="M6.4 11h11.2" />
      <rect x="9" y="12.5" width="3.2" height="3.2" rx=".6" />
      <rect x="12.8" y="13.6" width="2.8" height="2.8" rx=".6" />
    </>,
  ),
  // spirits: a bottle
  "30": glyph(
    <>
      <path d="M10 2.8h4M10.5 2.8v4.1c0 .8-.5 1.4-1.2 1.9A3.8 3.8 0 0 0 7.5 12v7.7c0 .8.7 1.5 1.5 1.5h6c.8 0 1.5-.7 1.5-1.5V12a3.8 3.8 0 0 0-1.8-3.2c-.7-.5-1.2-1.1-1.2-1.9V2.8" />
      <path d="M7.5 13.5h9v4.5h-9" />
    </>,
  ),
  // sake: a tokkuri and a cup
  "40": glyph(
    <>
      <path d="M9 3h3M9.4 3v3c0 .7-.4 1.2-1 1.7C6.9 9 6 10.8 6 13.3V19c0 .8.6 1.4 1.4 1.4h6.2c.8 0 1.4-.6 1.4-1.4v-5.7c0-2.5-.9-4.3-2.4-5.6-.6-.5-1-1-1-1.7V3" />
      <path d="M16.5 15.5h3.8l-.5 3.6a1.3 1.3 0 0 1-1.3 1.1h-.2a1.3 1.3 0 0 1-1.3-1.1z" />
    </>,
  ),
  // traditional: a makgeolli bowl
  "50": glyph(
    <>
      <path d="M3.5 10.5h17a8.5 8.5 0 0 1-17 0z" />
      <path d="M9 19.5v1.2h6v-1.2" />
      <path d="M8 7c0-1.4 1-1.6 1-3M12 7c0-1.4 1-1.6 1-3M16 7c0-1.4 1-1.6 1-3" />
    </>,
  ),
  // beer: a mug with foam
  "60": glyph(
    <>
      <path d="M5.5 8.5h10v10.3c0 1-.8 1.7-1.7 1.7H7.2c-1 0-1.7-.8-1.7-1.7z" />
      <path d="M15.5 10.5h2a2 2 0 0 1 2 2v2.5a2 2 0 0 1-2 2h-2" />
      <path d="M5 8.5a2.4 2.4 0 0 1 2.6-3.8A3 3 0 0 1 13 4.6a2.3 2.3 0 0 1 3 3.9" />
      <path d="M9 12v5M12 12v5" />
    </>,
  ),
  // accessories: a corkscrew
  "70": glyph(
    <>
      <path d="M5 5.5h14" />
      <path d="M12 5.5v5" />
      <path d="M12 10.5c2 0 2 1.4 0 1.8s-2 1.8 0 2.2 2 1.8 0 2.2-2 1.8 0 2.3" />
      <path d="M5 5.5a1.5 1.5 0 0 1 0-3M19 5.5a1.5 1.5 0 0 0 0-3" />
    </>,
  ),
  // every category
  all: glyph(
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.6" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.6" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.6" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.6" />
    </>,
  ),
};
