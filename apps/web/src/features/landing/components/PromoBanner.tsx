import { Moon, Star } from "lucide-react";
import { Link } from "react-router";
import { useCurrentUser } from "../../../session/useCurrentUser";
import { useLandingTexts } from "../../site";

const SIGNS = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"];

/**
 * The promo banner (a fresh install's: Zodiac Compatibility), its texts the operator's: to the
 * enhanced profile when signed in, to sign-in otherwise. Switched off it stays in the page, hidden,
 * as the server's filled page has it.
 */
export function PromoBanner() {
  const landing = useLandingTexts();
  const { data: user } = useCurrentUser();
  return (
    <section data-site-flag="landing.promo" hidden={!landing.promo} className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-indigo-900 via-purple-800 to-brand-700 p-8 text-white shadow-xl sm:p-12">
        <div aria-hidden="true" className="pointer-events-none absolute -end-6 -top-6 grid grid-cols-4 gap-3 text-3xl opacity-20 sm:text-4xl">
          {SIGNS.map((sign) => (
            <span key={sign}>{sign}</span>
          ))}
        </div>
        <div className="relative max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
            <Moon className="h-3.5 w-3.5" aria-hidden="true" />
            {landing.text("promoBadge")}
          </p>
          <h2 className="mt-4 text-3xl font-bold sm:text-4xl">{landing.text("promoTitle")}</h2>
          <p className="mt-3 text-base leading-relaxed text-white/85">{landing.text("promoBody")}</p>
          <Link
            to={user ? "/profile/edit" : "/auth"}
            className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-white px-6 font-semibold text-purple-900 shadow hover:bg-rose-50"
          >
            <Star className="h-5 w-5" aria-hidden="true" />
            {user ? landing.text("promoCtaMember") : landing.text("promoCta")}
          </Link>
        </div>
      </div>
    </section>
  );
}
