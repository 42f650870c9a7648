import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useRouletteSpins } from "../api/get-roulette-spins";
import { PRIZE_PLACE, type PrizePlace, prizeName } from "../rules/prize-text";
import styles from "./roulette-spins-route.module.css";

type RouletteSpinsRouteProps = {
  isMember: boolean;
  onLoginRequired: () => void;
  placeTo: Record<PrizePlace, string>;
  rouletteTo: string;
};

/** `/roulette/detail`: the member's spins, newest first: when, which event, and what each gave. */
export function RouletteSpinsRoute({ isMember, onLoginRequired, placeTo, rouletteTo }: RouletteSpinsRouteProps) {
  const { t } = useTranslation("roulette");
  const query = useRouletteSpins(isMember);
  const spins = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (!isMember) {
    return (
      <EmptyState
        title={t("history.loginTitle")}
        action={
          <Button size="md" onClick={onLoginRequired}>
            {t("history.login")}
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <EmptyState title={t("history.error")} />
      </div>
    );
  }
  if (!query.data) return <div className={styles.loading} aria-busy="true" />;
  if (spins.length === 0) {
    return (
      <EmptyState
        title={t("history.empty")}
        action={
          <Link className={styles.cta} to={rouletteTo}>
            {t("history.toRoulette")}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t("history.list")}>
        {spins.map((s) => {
          const place = PRIZE_PLACE[s.prize.kind];
          return (
            <li key={s.spinNo} className={styles.item} data-kind={s.prize.kind}>
              <div className={styles.main}>
                <p className={styles.prize}>{prizeName(s.prize)}</p>
                <p className={styles.meta}>
                  <span>{s.eventTitle}</span>
                  <time dateTime={s.spunAt}>{formatInstant(s.spunAt)}</time>
                </p>
              </div>
              {s.soldOutFallback ? <span className={styles.tag}>{t("history.fallback")}</span> : null}
              {place ? (
                <Link className={styles.go} to={placeTo[place]}>
                  {t(`result.go.${place}`)}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      <InfiniteSentinel
        active={Boolean(query.hasNextPage) && !query.isFetching}
        onVisible={() => void query.fetchNextPage()}
      />
    </>
  );
}
