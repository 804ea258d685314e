import ProfileTab from "./ProfileTab";

/** /profile: the profile screen on its own page (the member layout frames it, app/routes.tsx). */
export default function ProfilePage() {
  return <ProfileTab />;
}
