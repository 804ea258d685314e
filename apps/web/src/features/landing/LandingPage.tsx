import { ComingSoon } from "../../ui/ComingSoon";

export default function LandingPage() {
  return <ComingSoon />;
}
