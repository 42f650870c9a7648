import { infiniteListOptions } from "../../../components/ui/use-infinite-list";
import { feedList } from "../../../features/community/api/get-feed";
import { CommunityHomeRoute, readFeedAddress } from "../../../features/community/routes/community-home-route";
import { EventListRoute } from "../../../features/events/routes/event-list-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

/** The first page of the board's feed (board and sort from the address) in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const { tab, sort } = readFeedAddress(new URL(request.url).searchParams);
  if (tab !== "event") await queryClient.prefetchInfiniteQuery(infiniteListOptions(feedList(tab, sort)));
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
