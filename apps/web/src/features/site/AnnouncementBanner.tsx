import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSite } from "./useSite";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

export const announcementKey = ["site", "announcement"] as const;

/** Where a dismissal is kept: per member (or "visitor"), holding the id of the text dismissed. */
const storageKey = (who: number | null) => `ulfa.announcement.${who ?? "visitor"}`;

function dismissedId(who: number | null): string | null {
  try {
    return localStorage.getItem(storageKey(who));
  } catch {
    return null; // storage blocked: the banner shows, and its button hides it for this visit
  }
}

/**
 * The operator's announcement at the top of the app, in the reader's language, until they dismiss
 * it; a changed text (a new id) shows again. Members ask GET /api/site/announcement, which leaves
 * out the one they dismissed (POST /api/site/announcement/dismiss keeps it with the account, so it
 * stays hidden on every device); a visitor's comes with the public settings the page already has
 * (no extra request) and their dismissal stays in this browser. The browser keeps a member's too,
 * so a dismissal whose call failed still holds here. The text is the admin's, so its direction is
 * its own (`dir="auto"`). Shown only once the browser has read the dismissal: a prerendered page
 * hydrates without it.
 */
export function AnnouncementBanner({ memberId }: { memberId: number | null }) {
  const { t, i18n } = useTranslation("site");
  const { data: site } = useSite();
  const { data } = useQuery({
    queryKey: [...announcementKey, memberId],
    queryFn: ({ signal }) => call(endpoints.site.announcement, {}, { signal }),
    staleTime: 60_000,
    enabled: memberId !== null,
  });
  const queryClient = useQueryClient();
  const remember = useMutation({
    mutationFn: (id: string) => call(endpoints.site.dismissAnnouncement, { body: { id } }),
    // A 409 means the text changed meanwhile: ask again, and the new one shows.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...announcementKey, memberId] }),
  });
  const announcement = (memberId === null ? site?.announcement : data?.announcement) ?? null;
  // undefined until read from storage (after hydration), then the dismissed id or null.
  const [hidden, setHidden] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (announcement) setHidden(dismissedId(memberId));
  }, [announcement?.id, memberId]);
  if (!announcement || hidden === undefined || hidden === announcement.id) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(memberId), announcement.id);
    } catch {
      // kept for this visit only
    }
    setHidden(announcement.id);
    if (memberId !== null) remember.mutate(announcement.id);
  };
  return (
    <section aria-label={t("announcement.label")} className="flex items-start gap-3 border-b border-sky-200 bg-sky-50 px-4 py-2.5 text-sm text-sky-950" data-testid="announcement">
      <p dir="auto" className="min-w-0 flex-1 break-words py-1 text-start">
        {i18n.language === "ar" ? announcement.ar : announcement.en}
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="shrink-0 rounded-lg px-3 py-1 font-medium text-sky-900 underline-offset-2 hover:bg-sky-100 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
      >
        {t("announcement.dismiss")}
      </button>
    </section>
  );
}
