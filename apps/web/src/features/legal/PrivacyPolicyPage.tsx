import { ComingSoon } from "../../ui/ComingSoon";

export default function PrivacyPolicyPage() {
  return <ComingSoon />;
}
