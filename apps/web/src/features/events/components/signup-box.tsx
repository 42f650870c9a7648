import type { Event } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { CtaBar } from "../../../components/ui/cta-bar";
import { formatInstant } from "../../../lib/format/seoul-time";
import styles from "./signup-box.module.css";

type SignupBoxProps = {
  event: Event;
  isMember: boolean;
  pending: boolean;
  onSignUp: () => void;
  onCancel: () => void;
  onLoginRequired: () => void;
};

/**
 * The sign-up of an event that takes one: the seats (left of the capacity, a bar), the deadline, and
 * the one action that fits: sign up, cancel (until the deadline), or why it cannot be done now.
 */
export function SignupBox({ event, isMember, pending, onSignUp, onCancel, onLoginRequired }: SignupBoxProps) {
  const { t } = useTranslation("events");
  if (event.signupState === "NONE" || event.capacity === null) {
    return event.status === "CLOSED" ? null : <p className={styles.free}>{t("signup.free")}</p>;
  }
  const taken = Math.min(event.signupCount, event.capacity);
  const canCancel = event.signedUp && event.signupState !== "CLOSED";
  const action = event.signedUp
    ? {
        label: canCancel ? t("signup.cancel") : t("signup.done"),
        onClick: onCancel,
        disabled: !canCancel || pending,
        variant: "outline" as const,
      }
    : !isMember && event.signupState === "OPEN"
      ? { label: t("signup.login"), onClick: onLoginRequired, disabled: false }
      : {
          label: t(`signup.action.${event.signupState}`),
          onClick: onSignUp,
          disabled: event.signupState !== "OPEN" || pending,
        };
  return (
    <section className={styles.box} aria-labelledby="event-signup">
      <h3 id="event-signup" className={styles.heading}>
        {t("signup.title")}
      </h3>
      <p className={styles.seats} data-testid="event-seats">
        {event.seatsLeft === 0
          ? t("seats.none", { capacity: event.capacity })
          : t("seats.left", { count: event.seatsLeft ?? 0, capacity: event.capacity })}
      </p>
      <meter className={styles.bar} aria-label={t("signup.taken")} min={0} max={event.capacity} value={taken}>
        {taken}/{event.capacity}
      </meter>
      <dl className={styles.facts}>
        {event.signupState === "NOT_YET" ? (
          <div>
            <dt>{t("signup.opens")}</dt>
            <dd>{formatInstant(event.openAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("signup.deadline")}</dt>
          <dd>{formatInstant(event.deadlineAt)}</dd>
        </div>
      </dl>
      {event.signedUp ? (
        <p className={styles.mine} role="status">
          {canCancel ? t("signup.mine") : t("signup.mineClosed")}
        </p>
      ) : null}
      {event.status === "CLOSED" ? null : <CtaBar actions={[action]} />}
    </section>
  );
}
