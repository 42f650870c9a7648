import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { RichContent } from "../../../components/ui/rich-content";
import { isApiError } from "../../../lib/http/errors";
import { useGlobalState } from "../../../lib/state/global-state";
import { useEventSignup } from "../api/event-signup";
import { useEvent } from "../api/get-event";
import { EventBadge } from "../components/event-badge";
import { SignupBox } from "../components/signup-box";
import { badgeOf, eventWhen } from "../rules/event-text";
import { signupErrorText } from "../rules/signup-error";
import styles from "./event-route.module.css";

type EventRouteProps = {
  eventNo: number;
  /** Signed in: only members sign up (a guest is sent to login). */
  isMember: boolean;
  onLoginRequired: () => void;
  /** The event list. */
  listTo: string;
};

/** `/eventPage?eventNo=`: an event's page, its rich content (a video may be embedded) and its sign-up. */
export function EventRoute({ eventNo, isMember, onLoginRequired, listTo }: EventRouteProps) {
  const { t } = useTranslation("events");
  const query = useEvent(eventNo);
  const { signUp, cancel, pending } = useEventSignup(eventNo);
  const toast = useGlobalState((s) => s.showToast);
  const run = (mutation: typeof signUp, done: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => toast(done),
      onError: (error) => {
        if (isApiError(error) && error.code === "NON_MEMBER") return onLoginRequired();
        const text = signupErrorText(error);
        if (text) toast(text);
      },
    });

  if (!eventNo || query.isError) {
    const notFound = !eventNo || (isApiError(query.error) && query.error.status === 404);
    return (
      <div role="alert" className={styles.error}>
        <EmptyState
          title={notFound ? t("notFound.title") : t("error.title")}
          description={notFound ? t("notFound.text") : t("error.text")}
          action={
            notFound ? (
              <Link to={listTo} className={styles.link}>
                {t("notFound.list")}
              </Link>
            ) : (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                {t("error.retry")}
              </Button>
            )
          }
        />
      </div>
    );
  }
  const event = query.data;
  if (!event) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={`${styles.hero} ${styles.skeleton}`} />
      </div>
    );
  }
  const badge = badgeOf(event);
  return (
    <article className={styles.page} data-event-no={event.eventNo}>
      <div className={styles.hero} data-kind={event.kind}>
        {event.imageUrl ? (
          <img className={styles.image} src={event.imageUrl} alt="" width={390} height={260} fetchPriority="high" />
        ) : null}
      </div>
      <header className={styles.head}>
        <p className={styles.meta}>
          <EventBadge badge={badge} />
          <span className={styles.kind}>{t(`kind.${event.kind}`)}</span>
        </p>
        <h2 className={styles.title}>{event.title}</h2>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t("detail.when")}</dt>
            <dd>{eventWhen(event)}</dd>
          </div>
          <div>
            <dt>{t("detail.where")}</dt>
            <dd>{event.place}</dd>
          </div>
        </dl>
      </header>
      <SignupBox
        event={event}
        isMember={isMember}
        pending={pending}
        onSignUp={() => run(signUp, t("signup.signedUp"))}
        onCancel={() => run(cancel, t("signup.cancelled"))}
        onLoginRequired={onLoginRequired}
      />
      <RichContent html={event.contentHtml} className={styles.content} />
      <div className={styles.footer}>
        <Link to={listTo} className={styles.link}>
          {t("detail.more")}
        </Link>
      </div>
    </article>
  );
}
