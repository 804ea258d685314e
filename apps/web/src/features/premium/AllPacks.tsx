import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { BOOST_PACKS, SUPER_LIKE_PACKS } from "@ulfa/contracts/constants";
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
        <PackGrid type="super_likes" packs={SUPER_LIKE_PACKS} onBuy={(p) => setItem({ type: "super_likes", count: p.count })} />
      </section>
      <section aria-labelledby="boosts-heading" className="space-y-3">
        <h2 id="boosts-heading" className="text-lg font-semibold text-slate-900">
          {t("tab.boostPacks")}
        </h2>
        <PackGrid type="boosts" packs={BOOST_PACKS} onBuy={(p) => setItem({ type: "boosts", count: p.count })} />
      </section>
      <PurchaseDialog item={item} publishableKey={publishableKey} onClose={close} />
    </>
  );
}
