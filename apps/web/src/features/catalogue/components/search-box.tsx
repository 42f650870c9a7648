import { forwardRef, useImperativeHandle, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, SearchIcon } from "../../../components/ui/icons";
import { useEarlyInput } from "../../../lib/dom/use-early-input";
import styles from "./search-box.module.css";

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (term: string) => void;
  onFocus?: () => void;
  autoFocus?: boolean;
};

/** The search field: the clear button shows while there is text; enter or the icon submits. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, onChange, onSubmit, onFocus, autoFocus },
  ref,
) {
  const { t } = useTranslation("search");
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  useEarlyInput(input, value, onChange);
  return (
    <search className={styles.box}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim()) onSubmit(value.trim());
        }}
      >
        <input
          ref={input}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={50}
          aria-label={t("label")}
          placeholder={t("placeholder")}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onFocus={onFocus}
          autoFocus={autoFocus}
        />
        {value ? (
          <button type="button" className={styles.clear} onClick={() => onChange("")} aria-label={t("clear")}>
            <CloseIcon size={14} />
          </button>
        ) : null}
        <button type="submit" className={styles.submit} aria-label={t("submit")}>
          <SearchIcon size={22} />
        </button>
      </form>
    </search>
  );
});
