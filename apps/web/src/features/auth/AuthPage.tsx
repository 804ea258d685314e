import { ComingSoon } from "../../ui/ComingSoon";

export default function AuthPage() {
  return <ComingSoon />;
}
