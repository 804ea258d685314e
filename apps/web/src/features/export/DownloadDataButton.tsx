import { useState } from "react";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { endpoints, urlOf } from "@ulfa/contracts/endpoints";
import { ApiError, messageOf } from "../../api/client";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast-store";

const EXPORT_URL = urlOf(endpoints.export.download);

/** The file name the server chose (Content-Disposition), else a sensible default. */
function fileNameOf(res: Response): string {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "ulfa-export.zip";
}

/** Reads the ZIP through fetch (not a bare link) so a refusal becomes a toast, not a downloaded error page. */
async function downloadExport(): Promise<void> {
  const res = await fetch(EXPORT_URL, { credentials: "include" });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, body.message ?? res.statusText, body.code);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(res);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Download my data" (issue 10): the member's own data as a ZIP. */
export function DownloadDataButton() {
  const { t } = useTranslation("export");
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await downloadExport();
      toast({ title: t("started"), description: t("startedHint"), variant: "success" });
    } catch (err) {
      toast({ title: t("failed"), description: messageOf(err, t("failedHint")), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("title")}</h3>
      <p className="text-sm text-slate-600">{t("hint")}</p>
      <Button variant="outline" className="w-full" onClick={() => void onClick()} disabled={busy} data-testid="download-my-data">
        <Download className="h-4 w-4" aria-hidden="true" />
        {busy ? t("preparing") : t("button")}
      </Button>
    </section>
  );
}
