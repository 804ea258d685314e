import { ComingSoon } from "../../ui/ComingSoon";

export default function DiscoverTab() {
  return <ComingSoon />;
}
