import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminSiteResponse } from "@ulfa/contracts";
import { messageOf } from "../../../api/client";
import { Button } from "../../../ui/Button";
import { toast } from "../../../ui/toast-store";
import { siteQueryKey } from "../../site";
import { adminSiteKeys } from "../queries";
import { Section } from "./Section";
import { endpoints } from "@ulfa/contracts/endpoints";
import { call } from "../../../api/call";

type Which = "logo" | "icon";

/** Logo and icon: uploaded at once (the server re-encodes them), or set back to the built-in ones. */
export function ImagesSection({ logoUrl, iconUrl }: { logoUrl: string | null; iconUrl: string | null }) {
  const { t } = useTranslation("adminSite");
  const client = useQueryClient();
  const [urls, setUrls] = useState({ logo: logoUrl, icon: iconUrl });
  const change = useMutation({
    mutationFn: ({ which, file }: { which: Which; file: File | null }) => {
      if (!file) return call(which === "logo" ? endpoints.site.removeLogo : endpoints.site.removeIcon);
      const form = new FormData();
      form.append("image", file);
      return call(which === "logo" ? endpoints.site.uploadLogo : endpoints.site.uploadIcon, { body: form });
    },
    onSuccess: (saved) => {
      setUrls({ logo: saved.settings.logoUrl, icon: saved.settings.iconUrl });
      // Only the image changed on the server; the form's unsaved edits stay as they are.
      client.setQueryData<AdminSiteResponse>(adminSiteKeys.settings, (old) => (old ? { ...old, version: saved.version } : saved));
      void client.invalidateQueries({ queryKey: siteQueryKey });
      toast({ title: t("saved"), variant: "success" });
    },
    onError: (err) => toast({ title: messageOf(err, t("failed")), variant: "destructive" }),
  });
  return (
    <Section id="site-images" title={t("images.title")} description={t("images.description")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ImagePicker which="logo" url={urls.logo} busy={change.isPending} onPick={(file) => change.mutate({ which: "logo", file })} />
        <ImagePicker which="icon" url={urls.icon} busy={change.isPending} onPick={(file) => change.mutate({ which: "icon", file })} />
      </div>
    </Section>
  );
}

function ImagePicker({ which, url, busy, onPick }: { which: Which; url: string | null; busy: boolean; onPick: (file: File | null) => void }) {
  const { t } = useTranslation("adminSite");
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t(`images.${which}`)}
      </label>
      {url ? (
        <img src={url} alt={t(`images.${which}Current`)} className="h-16 max-w-full rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200" />
      ) : (
        <p className="text-xs text-slate-500">{t("images.builtIn")}</p>
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={busy}
        className="block w-full text-sm text-slate-700 file:me-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onPick(file);
          e.target.value = "";
        }}
      />
      {url && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onPick(null)}>
          {t("images.reset")}
        </Button>
      )}
    </div>
  );
}
