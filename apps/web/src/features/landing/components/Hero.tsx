import { ArrowRight, Crown, Heart, MessageCircleHeart, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../session/useCurrentUser";
import { Skeleton } from "../../../ui/Skeleton";
import clsx from "clsx";
import { useLandingTexts, useSite } from "../../site";

const primary =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700";
const secondary =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-7 text-base font-semibold text-brand-700 transition hover:bg-brand-50";

export function Hero() {
  const { t } = useTranslation("landing");
  const landing = useLandingTexts();
  const premiumOn = useSite().data?.features.premium !== false;
  const { data: user, isPending } = useCurrentUser();
  return (
    // The glows are radial gradients, not blurred circles: a blur filter this size is the page's
    // most expensive paint on a phone or a machine without GPU rasterising, and looks the same.
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 end-[-10rem] h-[28rem] w-[28rem] bg-[radial-gradient(closest-side,var(--color-brand-200),transparent)] opacity-50" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-16 start-[-9rem] h-[26rem] w-[26rem] bg-[radial-gradient(closest-side,var(--color-amber-100),transparent)] opacity-70" />
      {/* One column when the demo cards are switched off (hidden: see HeroArt). */}
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 md:grid-cols-2 md:pt-20 md:has-[>[hidden]]:grid-cols-1">
        <div className="text-center md:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
            {landing.text("badge")}
          </p>
          <h1 className={clsx("mt-5 font-extrabold leading-tight tracking-tight text-slate-900", user ? "text-4xl lg:text-5xl" : "text-4xl sm:text-5xl lg:text-6xl")}>
            {user ? t("hero.titleMember", { name: user.name.split(" ")[0] }) : landing.text("title")}{" "}
            <span className="bg-gradient-to-r from-brand-600 to-rose-400 bg-clip-text text-transparent">{user ? t("hero.accentMember") : landing.text("titleAccent")}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-slate-600 md:mx-0">{landing.text("subtitle")}</p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center md:justify-start">
            {isPending ? (
              <>
                <Skeleton className="h-12 w-56 rounded-full" />
                <Skeleton className="h-12 w-40 rounded-full" />
              </>
            ) : user ? (
              <>
                <Link to="/home" className={primary}>
                  <Heart className="h-5 w-5" aria-hidden="true" />
                  {t("hero.startSwiping")}
                </Link>
                {premiumOn && (
                  <Link to="/premium" className={secondary}>
                    <Crown className="h-5 w-5" aria-hidden="true" />
                    {t("hero.premiumFeatures")}
                  </Link>
                )}
              </>
            ) : (
              <>
                <Link to="/auth?mode=register" className={primary}>
                  {t("hero.startJourney")}
                  <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
                </Link>
                <Link to="/auth?mode=login" className={secondary}>
                  {t("hero.signIn")}
                </Link>
              </>
            )}
          </div>
        </div>
        <HeroArt landing={landing} />
      </div>
    </section>
  );
}

/**
 * Two overlapping profile cards drawn with CSS: no stock photos to download. Their texts are the
 * operator's; switched off they stay in the page, hidden, as the server's filled page has them.
 */
function HeroArt({ landing }: { landing: ReturnType<typeof useLandingTexts> }) {
  const { t } = useTranslation("landing");
  return (
    <div aria-hidden="true" data-site-flag="landing.cards" hidden={!landing.cards} className="relative mx-auto h-72 w-full max-w-xs sm:h-[26rem] sm:max-w-md">
      <div className="absolute bottom-16 start-0 top-6 w-[55%] -rotate-6 rounded-3xl bg-gradient-to-br from-amber-200 via-rose-200 to-brand-300 shadow-xl ">
        <div className="absolute inset-x-0 bottom-0 rounded-b-3xl bg-gradient-to-t from-black/40 to-transparent p-5 text-white">
          <p className="text-lg font-bold">{landing.text("cardA")}</p>
          <p className="text-sm opacity-90">{landing.text("cardAInfo")}</p>
        </div>
      </div>
      <div className="absolute bottom-10 end-0 top-0 w-[55%] rotate-6 rounded-3xl bg-gradient-to-br from-brand-400 via-brand-500 to-brand-700 shadow-2xl ">
        <div className="absolute start-4 top-4 rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-brand-700">{landing.text("cardMatch")}</div>
        <div className="absolute inset-x-0 bottom-0 rounded-b-3xl bg-gradient-to-t from-black/40 to-transparent p-5 text-white">
          <p className="text-lg font-bold">{landing.text("cardB")}</p>
          <p className="text-sm opacity-90">{landing.text("cardBInfo")}</p>
        </div>
      </div>
      <div className="absolute bottom-0 start-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-lg rtl:translate-x-1/2">
        <MessageCircleHeart className="h-5 w-5 text-brand-600" />
        {t("hero.chatBubble")}
      </div>
    </div>
  );
}
