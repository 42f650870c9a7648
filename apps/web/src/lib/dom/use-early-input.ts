import { type RefObject, useLayoutEffect } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/**
 * Keeps what a person typed (or ticked) in a server-rendered field before the page was live
 * (decision 372). Hydration leaves a field's value as the person left it, but the component's state
 * still holds the value it was rendered with, and its next render would put that back. Once, right
 * after the field first appears in the browser, this reports a value that differs from `current`
 * to `report`, so the state takes it before anything is painted or sent.
 */
export function useEarlyInput<T extends string | boolean>(
  ref: RefObject<Field | null>,
  current: T | undefined,
  report: (value: T) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit (the hydration) counts
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || current === undefined) return;
    const left = (isToggle(field) ? (field as HTMLInputElement).checked : field.value) as T;
    if (left !== current) report(left);
  }, []);
}
