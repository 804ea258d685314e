import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PolicyNotice as Notice } from "@ulfa/contracts";
import { formatLongDate } from "../../i18n/format";
import { Button } from "../../ui/Button";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../api/call";

const noticeKey = ["site", "policies"] as const;

/**
 * Tells a signed-in member once that the operator published a newer privacy policy or terms
 * (their "last updated" date moved), with links to read them; dismissing records what they saw.
 */
export function PolicyNotice() {
  const { t, i18n } = useTranslation("site");
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: noticeKey, queryFn: ({ signal }) => call(endpoints.site.policies, {}, { signal }) });
  const seen = useMutation({
    mutationFn: () => call(endpoints.site.policiesSeen),
    onSuccess: () => client.setQueryData<Notice>(noticeKey, (old) => (old ? { ...old, privacyChanged: false, termsChanged: false } : old)),
  });
  if (!data || (!data.privacyChanged && !data.termsChanged)) return null;
  const date = (iso: string) => formatLongDate(`${iso}T12:00:00Z`, i18n.language);
  return (
    <section aria-labelledby="policy-notice" className="m-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="policy-notice">
      <h2 id="policy-notice" className="font-semibold">
        {t("notice.title")}
      </h2>
      {data.privacyChanged && (
        <p className="mt-1">
          {t("notice.privacy", { date: date(data.privacyUpdatedAt) })}{" "}
          <Link to="/privacy-policy" className="font-medium underline">
            {t("notice.readPrivacy")}
          </Link>
        </p>
      )}
      {data.termsChanged && (
        <p className="mt-1">
          {t("notice.terms", { date: date(data.termsUpdatedAt) })}{" "}
          <Link to="/terms" className="font-medium underline">
            {t("notice.readTerms")}
          </Link>
        </p>
      )}
      <Button size="sm" variant="outline" className="mt-3" onClick={() => seen.mutate()} disabled={seen.isPending}>
        {t("notice.dismiss")}
      </Button>
    </section>
  );
}
