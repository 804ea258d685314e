import { ComingSoon } from "../../ui/ComingSoon";

export default function ReactivatePage() {
  return <ComingSoon />;
}
