import {
  COMMUNITY_SORTS,
  COMMUNITY_TABS,
  type CommunityBoard,
  type CommunitySort,
  type CommunityTab,
} from "@cellar/contracts/client";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs } from "../../../components/ui/tabs";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { feedList } from "../api/get-feed";
import { BlockedMembersSheet } from "../components/blocked-members-sheet";
import { PostCard } from "../components/post-card";
import styles from "./community-home-route.module.css";

/** The board and sort in the address (`?board=`, `?sort=`), defaults for anything else. */
export function readFeedAddress(search: URLSearchParams): { tab: CommunityTab; sort: CommunitySort } {
  const tab = search.get("board") ?? "";
  const sort = search.get("sort") ?? "";
  return {
    tab: (COMMUNITY_TABS as readonly string[]).includes(tab) ? (tab as CommunityTab) : "drink",
    sort: (COMMUNITY_SORTS as readonly string[]).includes(sort) ? (sort as CommunitySort) : "newest",
  };
}

type CommunityHomeRouteProps = {
  postTo: (postNo: string) => string;
  writeTo: (board: CommunityBoard) => string;
  /** The event tab's content (the chain's events, another feature), composed by the page. */
  eventTab: ReactNode;
};

function Feed({ board, sort, postTo }: { board: CommunityBoard; sort: CommunitySort; postTo: (n: string) => string }) {
  const { t } = useTranslation("community");
  const feed = useInfiniteList(feedList(board, sort));
  if (feed.isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (feed.settled && feed.items.length === 0) {
    return <EmptyState title={feed.failed ? t("loadFailed") : t("empty")} />;
  }
  return (
    <>
      {feed.items.map((post, i) => (
        <PostCard key={post.postNo} post={post} to={postTo(post.postNo)} eager={i < 2} />
      ))}
      <InfiniteSentinel onVisible={feed.loadMore} active={feed.canLoadMore} />
    </>
  );
}

/** `/community`: the boards as tabs (drink, love, play, event), a sorted feed that scrolls on, and Write. */
export function CommunityHomeRoute({ postTo, writeTo, eventTab }: CommunityHomeRouteProps) {
  const { t } = useTranslation("community");
  const [search, setSearch] = useSearchParams();
  const { tab, sort } = readFeedAddress(search);
  const [blocksOpen, setBlocksOpen] = useState(false);
  const board = tab === "event" ? null : tab;

  const go = (next: { board?: CommunityTab; sort?: CommunitySort }) => {
    const params = new URLSearchParams(search);
    if (next.board) params.set("board", next.board);
    if (next.sort) params.set("sort", next.sort);
    setSearch(params, { replace: true, preventScrollReset: false });
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        right={
          board ? (
            <Link to={writeTo(board)} className={styles.write}>
              {t("write")}
            </Link>
          ) : null
        }
      />
      <div className={styles.tabs}>
        <Tabs
          label={t("boards.label")}
          items={COMMUNITY_TABS.map((value) => ({ value, label: t(`boards.${value}`) }))}
          value={tab}
          onChange={(value) => go({ board: value })}
        />
      </div>
      <main className={styles.page}>
        {board ? (
          <>
            <div className={styles.toolbar}>
              <p className={styles.intro}>{t(`intro.${board}`)}</p>
              {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, as the shared chips */}
              <div className={styles.sorts} role="group" aria-label={t("sort.label")}>
                {COMMUNITY_SORTS.map((s) => (
                  <button
                    key={s}
                    type="button"
                    className={styles.sort}
                    aria-pressed={s === sort}
                    onClick={() => go({ sort: s })}
                  >
                    {t(`sort.${s}`)}
                  </button>
                ))}
              </div>
            </div>
            <Feed board={board} sort={sort} postTo={postTo} />
            <button type="button" className={styles.blocks} onClick={() => setBlocksOpen(true)}>
              {t("blocks.open")}
            </button>
          </>
        ) : (
          eventTab
        )}
      </main>
      <BlockedMembersSheet open={blocksOpen} onClose={() => setBlocksOpen(false)} />
    </>
  );
}
