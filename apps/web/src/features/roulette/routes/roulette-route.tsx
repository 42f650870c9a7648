import type { RouletteEvent, RouletteSpin } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useRoulette } from "../api/get-roulette";
import { useSpinRoulette } from "../api/spin-roulette";
import { OddsTable } from "../components/odds-table";
import { RouletteWheel } from "../components/roulette-wheel";
import { SpinResultDialog } from "../components/spin-result-dialog";
import type { PrizePlace } from "../rules/prize-text";
import { spinErrorText } from "../rules/spin-error";
import { landingRotation, prefersReducedMotion } from "../rules/wheel";
import styles from "./roulette-route.module.css";

type RouletteRouteProps = {
  eventCd: string | null;
  mberNo: string | null;
  onLoginRequired: () => void;
  placeTo: Record<PrizePlace, string>;
  historyTo: string;
};

/**
 * `/roulette`: the event, its wheel and published odds, the member's spins left today and `Spin`.
 * The server draws the prize; the wheel turns to the slice it chose, then the result dialog says
 * what was won and links to where it already is. A guest sees everything and is asked to log in.
 */
export function RouletteRoute({ eventCd, mberNo, ...rest }: RouletteRouteProps) {
  const { t } = useTranslation("roulette");
  const query = useRoulette(eventCd, mberNo);
  if (query.isError) {
    const missing = (query.error as { code?: string }).code === "ROUL0001";
    return (
      <div role={missing ? undefined : "alert"}>
        <EmptyState title={missing ? t("empty") : t("error")} />
      </div>
    );
  }
  if (!query.data) return <div className={styles.loading} aria-busy="true" />;
  return <RouletteEventView key={query.data.eventCd} event={query.data} isMember={mberNo !== null} {...rest} />;
}

type ViewProps = Omit<RouletteRouteProps, "eventCd" | "mberNo"> & { event: RouletteEvent; isMember: boolean };

function RouletteEventView({ event, isMember, onLoginRequired, placeTo, historyTo }: ViewProps) {
  const { t } = useTranslation("roulette");
  const { spin, settle } = useSpinRoulette(event.eventCd);
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState<RouletteSpin | null>(null);
  const [shown, setShown] = useState<RouletteSpin | null>(null);
  const [error, setError] = useState<string | null>(null);
  const left = event.allowance?.left ?? 0;
  const open = event.status === "OPEN";
  const busy = spin.isPending || turning !== null;

  const stopped = (result: RouletteSpin | null = turning) => {
    if (!result) return;
    setTurning(null);
    setShown(result);
    settle();
  };
  const onSpin = () => {
    if (!isMember) return onLoginRequired();
    setError(null);
    spin.mutate(undefined, {
      onSuccess: ({ spin: result }) => {
        setRotation((from) => landingRotation(from, result.prize.slot, event.prizes.length));
        if (prefersReducedMotion()) stopped(result);
        else setTurning(result);
      },
      onError: (e) => {
        setError(spinErrorText(e));
        settle();
      },
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.status} data-status={event.status}>
          {t(`status.${event.status}`)}
        </p>
        <h2 className={styles.title}>{event.title}</h2>
        <p className={styles.period}>
          {t("period", { start: formatInstant(event.startAt, false), end: formatInstant(event.endAt, false) })}
        </p>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
      </header>
      <RouletteWheel prizes={event.prizes} rotation={rotation} onStopped={() => stopped()} />
      <section className={styles.spins} aria-labelledby="roulette-spins">
        {event.allowance ? (
          <>
            <p className={styles.left}>
              <span id="roulette-spins">{t("spins.title")}</span>
              <strong data-testid="roulette-spins-left">{t("spins.left", { count: event.allowance.left })}</strong>
            </p>
            <p className={styles.hint}>
              {left === 0 && event.allowance.purchaseBonus
                ? t("spins.none")
                : event.allowance.purchaseBonus
                  ? t("spins.bonusDone")
                  : t("spins.bonusHint")}
            </p>
          </>
        ) : (
          <p id="roulette-spins" className={styles.hint}>
            {t("spins.guest")}
          </p>
        )}
        {open ? null : (
          <p className={styles.hint}>
            {event.status === "UPCOMING" ? t("notOpen", { start: formatInstant(event.startAt) }) : t("closed")}
          </p>
        )}
        <Button
          block
          className={styles.spin}
          onClick={onSpin}
          disabled={!open || busy || (isMember && left === 0)}
          aria-describedby={isMember ? undefined : "roulette-spins"}
        >
          {busy ? t("spinning") : isMember ? t("spin") : t("loginToSpin")}
        </Button>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p className={styles.rule}>{t("rule")}</p>
        {isMember ? (
          <Link className={styles.history} to={historyTo}>
            {t("history.link")}
          </Link>
        ) : null}
      </section>
      <OddsTable prizes={event.prizes} />
      <SpinResultDialog spin={shown} placeTo={placeTo} onClose={() => setShown(null)} />
    </div>
  );
}
