import { ComingSoon } from "../../ui/ComingSoon";

export default function VerifyEmailPage() {
  return <ComingSoon />;
}
