import { ComingSoon } from "../../ui/ComingSoon";

export default function EnhancedProfilePage() {
  return <ComingSoon />;
}
