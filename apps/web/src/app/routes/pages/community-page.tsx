import { infiniteListOptions } from "../../../components/ui/use-infinite-list";
import { feedList } from "../../../features/community/api/get-feed";
import { CommunityHomeRoute, readFeedAddress } from "../../../features/community/routes/community-home-route";
import { eventsQueryOptions } from "../../../features/events/api/get-events";
import { EVENT_STATUS_PARAM, EventListRoute } from "../../../features/events/routes/event-list-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

/**
 * The first page of the board's feed (board and sort from the address) in the first answer; on
 * the event tab, the open events (as /eventPage's list does).
 */
export const loader = prefetched(async (queryClient, { request }) => {
  const search = new URL(request.url).searchParams;
  const { tab, sort } = readFeedAddress(search);
  if (tab !== "event") await queryClient.prefetchInfiniteQuery(infiniteListOptions(feedList(tab, sort)));
  else if (!search.get(EVENT_STATUS_PARAM)) await queryClient.prefetchInfiniteQuery(eventsQueryOptions("OPEN"));
});
export const clientLoader = clientSide;

const postTo = (postNo: string) => href("communityDetail", {}, { postNo });
const writeTo = (board: string) => href("communityPostPage", {}, { board });
const eventTo = (eventNo: string) => href("eventPage", {}, { eventNo });
const eventTab = <EventListRoute eventTo={eventTo} />;

/**
 * `/community` (issue 21): the boards drink, love and play, and the event tab, which shows the
 * chain's events (the events feature, composed here).
 */
export default function CommunityPage() {
  return <CommunityHomeRoute postTo={postTo} writeTo={writeTo} eventTab={eventTab} />;
}
