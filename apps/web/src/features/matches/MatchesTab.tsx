import { ComingSoon } from "../../ui/ComingSoon";

export default function MatchesTab() {
  return <ComingSoon />;
}
