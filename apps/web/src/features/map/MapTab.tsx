import { ComingSoon } from "../../ui/ComingSoon";

export default function MapTab() {
  return <ComingSoon />;
}
