import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { PackGrid } from "./PackGrid";
import { PurchaseDialog, type PackItem } from "./PurchaseDialog";

/** All six packs (super likes and boosts) with their checkout; the same on /premium and the premium tab. */
export function AllPacks({ publishableKey }: { publishableKey: string | null }) {
  const { t } = useTranslation("premium");
  const [item, setItem] = useState<PackItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  return (
    <>
      <section aria-labelledby="super-likes-heading" className="space-y-3">
        <h2 id="super-likes-heading" className="text-lg font-semibold text-slate-900">
          {t("tab.superLikePacks")}
        </h2>
        <PackGrid type="super_likes" onBuy={(count) => setItem({ type: "super_likes", count })} />
      </section>
      <section aria-labelledby="boosts-heading" className="space-y-3">
        <h2 id="boosts-heading" className="text-lg font-semibold text-slate-900">
          {t("tab.boostPacks")}
        </h2>
        <PackGrid type="boosts" onBuy={(count) => setItem({ type: "boosts", count })} />
      </section>
      <PurchaseDialog item={item} publishableKey={publishableKey} onClose={close} />
    </>
  );
}
