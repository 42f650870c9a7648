import { useSearchParams } from "react-router";
import { ReportRoute } from "../../../features/community/routes/report-route";
import { href } from "../paths";

/** `/communityReport?type=post|comment|member&…` (issue 21): report, and block the member too. */
export default function CommunityReportPage() {
  const [search] = useSearchParams();
  return <ReportRoute search={search} doneTo={href("community")} />;
}
