import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useSessionState } from "../../../features/auth/state/session-state";
import { readNumber } from "../../../features/content/rules/filters";
import { eventQueryOptions } from "../../../features/events/api/get-event";
import { eventsQueryOptions } from "../../../features/events/api/get-events";
import { EventListRoute } from "../../../features/events/routes/event-list-route";
import { EventRoute } from "../../../features/events/routes/event-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const eventTo = (eventNo: string) => href("eventPage", {}, { eventNo });

/** The event the address names (with the member's seat), or the open events, in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const eventNo = readNumber(new URL(request.url).searchParams.get("eventNo"));
  if (eventNo) await queryClient.prefetchQuery(eventQueryOptions(eventNo));
  else await queryClient.prefetchInfiniteQuery(eventsQueryOptions("OPEN"));
});
export const clientLoader = clientSide;

/**
 * `/eventPage?eventNo=`: an event's page with its sign-up; without a number, the event list. No
 * back button: back navigation is not allowed here (SPEC §2); the list and the bottom bar lead on.
 */
export default function EventPage() {
  const { t } = useTranslation("events");
  const [search] = useSearchParams();
  const eventNo = readNumber(search.get("eventNo"));
  const isMember = useSessionState((s) => Boolean(s.loginUserInfo?.mberNo));
  const navigate = useNavigate();
  const location = useLocation();
  const onLoginRequired = () =>
    void navigate(href("login", {}, { redirectPath: `${location.pathname}${location.search}` }));
  return (
    <>
      <PageHeader title={t("title")} bordered />
      <main>
        {search.has("eventNo") ? (
          <EventRoute
            key={eventNo}
            eventNo={eventNo}
            isMember={isMember}
            onLoginRequired={onLoginRequired}
            listTo={href("eventPage")}
          />
        ) : (
          <EventListRoute eventTo={eventTo} />
        )}
      </main>
    </>
  );
}
