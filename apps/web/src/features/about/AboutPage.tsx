import { ComingSoon } from "../../ui/ComingSoon";

export default function AboutPage() {
  return <ComingSoon />;
}
