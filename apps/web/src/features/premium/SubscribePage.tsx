import { ComingSoon } from "../../ui/ComingSoon";

export default function SubscribePage() {
  return <ComingSoon />;
}
