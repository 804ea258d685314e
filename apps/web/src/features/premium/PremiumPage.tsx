import { ComingSoon } from "../../ui/ComingSoon";

export default function PremiumPage() {
  return <ComingSoon />;
}
