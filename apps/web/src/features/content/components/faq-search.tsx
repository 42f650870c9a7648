import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "../../../components/ui/icons";
import { useEarlyInput } from "../../../lib/dom/use-early-input";
import styles from "./faq-search.module.css";

/** The FAQ search box: the words go to the URL when sent (Enter or the button); clearing shows every question. */
export function FaqSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation("content");
  const [value, setValue] = useState(keyword);
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, value, setValue);
  useEffect(() => setValue(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.replace(/\s+/g, " ").trim());
    input.current?.blur();
  };
  return (
    <search>
      <form className={styles.form} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="faq-search">
          {t("faq.searchLabel")}
        </label>
        <input
          ref={input}
          id="faq-search"
          className={styles.input}
          type="search"
          enterKeyHint="search"
          maxLength={50}
          placeholder={t("faq.placeholder")}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (e.target.value === "" && keyword) onSearch("");
          }}
        />
        <button type="submit" className={styles.button} aria-label={t("faq.search")}>
          <SearchIcon size={20} />
        </button>
      </form>
    </search>
  );
}
