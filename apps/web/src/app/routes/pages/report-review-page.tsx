import { useSearchParams } from "react-router";
import { useSessionState } from "../../../features/auth/state/session-state";
import { ReportReviewRoute } from "../../../features/reviews/routes/report-review-route";
import { href } from "../paths";

/** `/cs/report?reviewNo=`: report a review (members). */
export default function ReportReviewPage() {
  const [search] = useSearchParams();
  const reviewNo = search.get("reviewNo");
  const isMember = useSessionState((s) => Boolean(s.userInfo?.mberNo));
  const login = href("login", {}, { redirectPath: href("reportReview", {}, { reviewNo }) });
  return <ReportReviewRoute reviewNo={reviewNo} isMember={isMember} loginTo={login} />;
}
