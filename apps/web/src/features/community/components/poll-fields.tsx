import { COMMUNITY_LIMITS } from "@cellar/contracts/client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PostFormState } from "../rules/post-form";
import styles from "./poll-fields.module.css";

const L = COMMUNITY_LIMITS;

type PollForm = NonNullable<PostFormState["poll"]>;

/** The poll of a new play post: the question, 2–6 options, an optional closing time. */
export function PollFields({ poll, onChange }: { poll: PollForm; onChange: (poll: PollForm) => void }) {
  const { t } = useTranslation("community");
  const id = useId();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t("form.poll")}</legend>
      <input
        className={styles.input}
        aria-label={t("form.pollQuestion")}
        placeholder={t("form.pollQuestion")}
        maxLength={L.maxPollQuestion}
        value={poll.question}
        onChange={(e) => onChange({ ...poll, question: e.target.value })}
      />
      {poll.options.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are numbered by place; the inputs are controlled
        <div key={i} className={styles.wordRow}>
          <input
            className={styles.input}
            aria-label={t("form.pollOption", { index: i + 1 })}
            placeholder={t("form.pollOption", { index: i + 1 })}
            maxLength={L.maxPollOption}
            value={o}
            onChange={(e) => onChange({ ...poll, options: poll.options.map((x, k) => (k === i ? e.target.value : x)) })}
          />
          {poll.options.length > L.pollMinOptions ? (
            <button
              type="button"
              className={styles.smallButton}
              aria-label={t("form.removeOption", { index: i + 1 })}
              onClick={() => onChange({ ...poll, options: poll.options.filter((_, k) => k !== i) })}
            >
              ✕
            </button>
          ) : null}
        </div>
      ))}
      {poll.options.length < L.pollMaxOptions ? (
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => onChange({ ...poll, options: [...poll.options, ""] })}
        >
          {t("form.addOption")}
        </button>
      ) : null}
      <label className={styles.label} htmlFor={`${id}-closes`}>
        {t("form.closesAt")}
      </label>
      <input
        id={`${id}-closes`}
        type="datetime-local"
        className={styles.input}
        value={poll.closesAt}
        onChange={(e) => onChange({ ...poll, closesAt: e.target.value })}
      />
    </fieldset>
  );
}
