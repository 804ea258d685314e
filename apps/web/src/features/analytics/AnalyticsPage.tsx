import { ComingSoon } from "../../ui/ComingSoon";

export default function AnalyticsPage() {
  return <ComingSoon />;
}
