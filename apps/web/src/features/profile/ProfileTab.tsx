import { ComingSoon } from "../../ui/ComingSoon";

export default function ProfileTab() {
  return <ComingSoon />;
}
