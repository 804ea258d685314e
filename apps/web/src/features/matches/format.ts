/** Short date of a message for the conversation list: time today, else day and month. */
export function formatListDate(iso: string, lang: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay
    ? d.toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" })
    : d.toLocaleDateString(lang, { day: "numeric", month: "short" });
}

export const formatTime = (iso: string, lang: string) => new Date(iso).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });

export const photoOf = (user: { profilePhoto: string | null; photos: string[] }) => user.profilePhoto ?? user.photos[0] ?? null;
