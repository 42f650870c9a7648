import { type InputHTMLAttributes, type SelectHTMLAttributes, useRef } from "react";
import { useEarlyInput } from "../../lib/dom/use-early-input";

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "onChange"> & {
  checked: boolean;
  /** The person ticked or unticked it; `next` is the new state. */
  onCheckedChange: (next: boolean) => void;
};

/**
 * A native checkbox whose tick before the page was live is kept (useEarlyInput). Use it, or `Radio`
 * and `Select`, for any choice a server-rendered page shows (decision 372).
 */
export function Checkbox({ checked, onCheckedChange, ...rest }: CheckProps) {
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, checked, onCheckedChange);
  return (
    <input
      ref={input}
      type="checkbox"
      checked={checked}
      onChange={(e) => onCheckedChange(e.target.checked)}
      {...rest}
    />
  );
}

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "onChange"> & {
  checked: boolean;
  /** The person chose this one. */
  onChoose: () => void;
};

/** A native radio button whose choice before the page was live is kept (useEarlyInput). */
export function Radio({ checked, onChoose, ...rest }: RadioProps) {
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, checked, (now) => {
    if (now) onChoose();
  });
  return <input ref={input} type="radio" checked={checked} onChange={onChoose} {...rest} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  value: string;
  onValue: (value: string) => void;
};

/** A native select whose choice before the page was live is kept (useEarlyInput). */
export function Select({ value, onValue, ...rest }: SelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  useEarlyInput(select, value, onValue);
  return <select ref={select} value={value} onChange={(e) => onValue(e.target.value)} {...rest} />;
}
