import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast-store";

/** A link shown once (a chaperone's, a shared date's), to select or copy. */
export function CopyableLink({ link, label, testId }: { link: string; label: string; testId: string }) {
  const { t } = useTranslation("privacy");
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => toast({ title: t("chaperone.copied"), variant: "success" }),
      () => undefined,
    );
  return (
    <div className="space-y-2 rounded-xl bg-brand-50 p-3" role="status">
      <p className="text-sm text-slate-800">{label}</p>
      <p dir="ltr" className="break-all text-start font-mono text-xs text-slate-900" data-testid={testId}>
        {link}
      </p>
      <Button size="sm" variant="outline" onClick={copy}>
        <Copy className="h-4 w-4" aria-hidden="true" />
        {t("chaperone.copy")}
      </Button>
    </div>
  );
}
