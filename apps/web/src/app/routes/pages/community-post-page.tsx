import { COMMUNITY_BOARDS, type CommunityBoard } from "@cellar/contracts/client";
import { useSearchParams } from "react-router";
import { PostFormRoute } from "../../../features/community/routes/post-form-route";
import { href } from "../paths";

const detailTo = (postNo: string) => href("communityDetail", {}, { postNo });

/** `/communityPostPage?board=` writes a post, `?postNo=` edits one (issue 21). */
export default function CommunityPostPage() {
  const [search] = useSearchParams();
  const board = search.get("board") ?? "";
  return (
    <PostFormRoute
      postNo={search.get("postNo")}
      board={(COMMUNITY_BOARDS as readonly string[]).includes(board) ? (board as CommunityBoard) : "drink"}
      detailTo={detailTo}
    />
  );
}
