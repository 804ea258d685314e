/** Unread count on the Matches nav item; filled in by the notifications feature (issue 10). */
export function NavBadge() {
  return null;
}
