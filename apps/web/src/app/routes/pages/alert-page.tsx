import { AlertRoute } from "../../../features/alarms/routes/alert-route";

export default function AlertPage() {
  return <AlertRoute />;
}
