import { AppShell } from "../home/AppShell";
import ProfileTab from "./ProfileTab";

/** /profile: the profile screen inside the signed-in layout. */
export default function ProfilePage() {
  return (
    <AppShell active="profile">
      <ProfileTab />
    </AppShell>
  );
}
