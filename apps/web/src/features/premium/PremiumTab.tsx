import { ComingSoon } from "../../ui/ComingSoon";

export default function PremiumTab() {
  return <ComingSoon />;
}
