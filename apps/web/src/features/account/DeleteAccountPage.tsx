import { ComingSoon } from "../../ui/ComingSoon";

export default function DeleteAccountPage() {
  return <ComingSoon />;
}
