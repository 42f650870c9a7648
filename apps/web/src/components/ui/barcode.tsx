import JsBarcode from "jsbarcode";
import { useLayoutEffect, useRef } from "react";

/** SPEC §9 barcode sizes: the small one is 37 high; the large one 70 high with bar width 3. */
export const BARCODE_SMALL = { height: 37, width: 2 } as const;
export const BARCODE_LARGE = { height: 70, width: 3 } as const;

type BarcodeProps = {
  value: string;
  size?: "small" | "large";
  label: string;
  className?: string;
};

/** A CODE128 barcode drawn by JsBarcode into an SVG; `data-value` carries the encoded value. */
export function Barcode({ value, size = "small", label, className }: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  const { height, width } = size === "large" ? BARCODE_LARGE : BARCODE_SMALL;

  useLayoutEffect(() => {
    if (!ref.current || !value) return;
    try {
      JsBarcode(ref.current, value, { format: "CODE128", height, width, displayValue: false, margin: 0 });
    } catch (e) {
      console.warn("[barcode] could not draw", e);
    }
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
