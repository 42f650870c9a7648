import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId, useRef, useState } from "react";
import { useEarlyInput } from "../../lib/dom/use-early-input";
import { EyeIcon, EyeOffIcon } from "./icons";
import styles from "./text-field.module.css";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** Helper or status text under the field. */
  hint?: ReactNode;
  /** Error text under the field (marks the input invalid). */
  error?: string | null;
  /** A button or note at the right of the input (e.g. "Check"). */
  action?: ReactNode;
  /** Password with a show/hide toggle named by these labels. */
  reveal?: { show: string; hide: string };
};

/** Labelled input with hint, error and an optional action; errors are announced. */
export function TextField({ label, hint, error, action, reveal, type, className, ...rest }: TextFieldProps) {
  const id = useId();
  const noteId = useId();
  const [shown, setShown] = useState(false);
  const inputType = reveal ? (shown ? "text" : "password") : type;
  const note = error || hint;
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the page was live reaches the owner's onChange as a change of this field.
  useEarlyInput(input, typeof rest.value === "string" ? rest.value : undefined, () => {
    const field = input.current;
    if (field) rest.onChange?.({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement>);
  });
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.inputWrap}>
          <input
            ref={input}
            id={id}
            className={`${styles.input} ${reveal ? styles.withToggle : ""}`}
            type={inputType}
            aria-invalid={error ? true : undefined}
            aria-describedby={note ? noteId : undefined}
            {...rest}
          />
          {reveal ? (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setShown((v) => !v)}
              aria-label={shown ? reveal.hide : reveal.show}
              aria-pressed={shown}
            >
              {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
          ) : null}
        </div>
        {action}
      </div>
      {note ? (
        <div id={noteId} className={error ? styles.error : styles.hint} role={error ? "alert" : undefined}>
          {note}
        </div>
      ) : null}
    </div>
  );
}
