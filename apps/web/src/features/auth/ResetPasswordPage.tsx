import { ComingSoon } from "../../ui/ComingSoon";

export default function ResetPasswordPage() {
  return <ComingSoon />;
}
