import { useEffect, useRef } from "react";

type JsBarcodeFn = typeof import("jsbarcode");
let jsBarcode: Promise<JsBarcodeFn> | undefined;
/** JsBarcode is loaded on the first barcode drawn, so the shell's first load does not carry it. */
const loadJsBarcode = () => {
  jsBarcode ??= import("jsbarcode").then((m) => m.default);
  return jsBarcode;
};

/** SPEC §9 barcode sizes: the small one is 37 high; the large one 70 high with bar width 3. */
export const BARCODE_SMALL = { height: 37, width: 2 } as const;
export const BARCODE_LARGE = { height: 70, width: 3 } as const;

type BarcodeProps = {
  value: string;
  size?: "small" | "large";
  label: string;
  className?: string;
};

/**
 * A CODE128 barcode drawn by JsBarcode into an SVG; `data-value` carries the encoded value and
 * `data-drawn` appears once the bars are drawn. The box has its final size before that, so the
 * late draw shifts nothing.
 */
export function Barcode({ value, size = "small", label, className }: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  const { height, width } = size === "large" ? BARCODE_LARGE : BARCODE_SMALL;

  useEffect(() => {
    const svg = ref.current;
    if (!svg || !value) return;
    let current = true;
    svg.removeAttribute("data-drawn");
    loadJsBarcode()
      .then((JsBarcode) => {
        if (!current) return;
        JsBarcode(svg, value, { format: "CODE128", height, width, displayValue: false, margin: 0 });
        svg.setAttribute("data-drawn", "true");
      })
      .catch((e: unknown) => console.warn("[barcode] could not draw", e));
    return () => {
      current = false;
    };
  }, [value, height, width]);

  if (!value) return null;
  return (
    <svg
      ref={ref}
      className={className}
      role="img"
      aria-label={label}
      data-value={value}
      data-format="CODE128"
      data-height={height}
      data-bar-width={width}
      preserveAspectRatio="none"
    />
  );
}
