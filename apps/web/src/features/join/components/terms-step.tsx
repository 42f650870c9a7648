import { TERMS_IDS, type Term } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { CtaBar } from "../../../components/ui/cta-bar";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { RichContent } from "../../../components/ui/rich-content";
import {
  allChannels,
  type ChannelConsents,
  CONSENT_CHANNELS,
  isAllAgreed,
  NO_CHANNELS,
  requiredAgreed,
} from "../rules/consents";
import { CheckRow } from "./check-row";
import styles from "./join.module.css";

type TermsStepProps = {
  terms: Term[];
  initialAgreed: Record<string, string>;
  initialChannels: ChannelConsents;
  onNext: (agreed: Record<string, string>, channels: ChannelConsents) => void;
};

const asTerm = (term: Term) => ({ stplatRegNo: term.stplatRegNo, required: term.requiredYn === "Y" });

/** Step 1: every term with its version, required or optional, "agree to all" and the marketing channels. */
export function TermsStep({ terms, initialAgreed, initialChannels, onNext }: TermsStepProps) {
  const { t } = useTranslation("join");
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(terms.map((term) => [term.stplatRegNo, initialAgreed[term.stplatRegNo] === term.ver])),
  );
  const [channels, setChannels] = useState<ChannelConsents>(initialChannels);
  const [viewing, setViewing] = useState<Term | null>(null);
  const [missing, setMissing] = useState(false);
  const list = terms.map(asTerm);
  const all = isAllAgreed(list, checked, channels);
  const marketing = TERMS_IDS.marketing;

  const setAll = (on: boolean) => {
    setChecked(Object.fromEntries(terms.map((term) => [term.stplatRegNo, on])));
    setChannels(allChannels(on));
  };
  const setTerm = (id: string, on: boolean) => {
    setChecked((c) => ({ ...c, [id]: on }));
    // The marketing term carries the channels: agreeing turns them all on, declining turns them off.
    if (id === marketing) setChannels(allChannels(on));
  };
  const setChannel = (code: keyof ChannelConsents, on: boolean) => {
    const next = { ...channels, [code]: on };
    setChannels(next);
    setChecked((c) => ({ ...c, [marketing]: Object.values(next).some(Boolean) }));
  };

  const next = () => {
    if (!requiredAgreed(list, checked)) {
      setMissing(true);
      return;
    }
    const agreed = Object.fromEntries(
      terms.filter((term) => checked[term.stplatRegNo]).map((x) => [x.stplatRegNo, x.ver]),
    );
    onNext(agreed, checked[marketing] ? channels : NO_CHANNELS);
  };

  return (
    <section className={styles.step} aria-labelledby="join-terms-heading">
      <h2 id="join-terms-heading" className={styles.heading}>
        {t("terms.heading")}
      </h2>
      <p className={styles.text}>{t("terms.text")}</p>
      <div className={styles.allBox}>
        <CheckRow strong checked={all} onChange={setAll} label={t("terms.agreeAll")} />
        <p className={styles.allHint}>{t("terms.agreeAllHint")}</p>
      </div>
      <ul className={styles.termList}>
        {terms.map((term) => {
          const required = term.requiredYn === "Y";
          const label = `${required ? t("terms.required") : t("terms.optional")} ${term.title}`;
          return (
            <li key={term.stplatRegNo}>
              <CheckRow
                checked={Boolean(checked[term.stplatRegNo])}
                onChange={(on) => setTerm(term.stplatRegNo, on)}
                ariaLabel={label}
                label={
                  <>
                    <span className={required ? styles.required : styles.optional}>
                      {required ? t("terms.required") : t("terms.optional")}
                    </span>{" "}
                    {term.title} <span className={styles.version}>{t("terms.version", { ver: term.ver })}</span>
                  </>
                }
                after={
                  <button
                    type="button"
                    className={styles.view}
                    onClick={() => setViewing(term)}
                    aria-label={t("terms.view", { title: term.title })}
                  >
                    <ChevronRightIcon size={18} />
                  </button>
                }
              />
              {term.stplatRegNo === marketing ? (
                <fieldset className={styles.channels}>
                  <legend className={styles.channelsLegend}>{t("terms.marketingHint")}</legend>
                  {CONSENT_CHANNELS.map(({ code, name }) => (
                    <label key={code} className={styles.channel}>
                      <input
                        type="checkbox"
                        checked={channels[code]}
                        onChange={(e) => setChannel(code, e.target.checked)}
                      />
                      {t(`terms.channels.${name}`)}
                    </label>
                  ))}
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
      {missing && !requiredAgreed(list, checked) ? (
        <p className={styles.error} role="alert">
          {t("terms.requiredMissing")}
        </p>
      ) : null}
      <CtaBar actions={[{ label: t("terms.next"), onClick: next }]} />
      <BottomSheet open={viewing !== null} onClose={() => setViewing(null)} title={viewing?.title ?? ""}>
        <div className={styles.termContent}>
          <p className={styles.version}>
            {t("terms.version", { ver: viewing?.ver ?? "" })} · {viewing?.effectiveDe}
          </p>
          <RichContent html={viewing?.content} />
        </div>
      </BottomSheet>
    </section>
  );
}
