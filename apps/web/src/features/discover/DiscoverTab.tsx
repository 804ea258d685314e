import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Globe2, Rocket, RotateCcw, Sparkles } from "lucide-react";
import type { PublicProfile } from "@ulfa/contracts";
import { AGE_RANGE_MAX, AGE_RANGE_MIN, BOOST_DURATION_MS, DISTANCE_MAX_KM } from "@ulfa/contracts/constants";
import { codeOf } from "../../api/client";
import { useRealtimeEvent } from "../../realtime/context";
import { useCurrentUser } from "../../session/useCurrentUser";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Skeleton } from "../../ui/Skeleton";
import { LoadProblem } from "../../ui/LoadProblem";
import { isLoadProblem, useLoadState } from "../../ui/useLoadState";
import { Switch } from "../../ui/Switch";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toast } from "../../ui/toast-store";
import { useBoost, useDeck, usePreferences, useReceivedLikes, useRewind, useSwipeStatus, useUpdatePreferences, type LikeInput } from "./queries";
import { CardStack, DECK_HEIGHT } from "./components/CardStack";
import { CompatibilityDialog, type AnalysisTarget } from "./components/CompatibilityDialog";
import { Counters } from "./components/Counters";
import { FilterCard } from "./components/FilterCard";
import { deckParams, initialFilter, type FilterState } from "./deck-params";
import { LikesYouStrip } from "./components/LikesYouStrip";
import { LocationAsk } from "./components/LocationAsk";
import { YourTurnNotice } from "../questions";
import { MatchDialog } from "./components/MatchDialog";
import { personFromMatchEvent, type MatchedPerson } from "./components/matched-person";
import { ProfileDetailDialog } from "./components/ProfileDetailDialog";
import { SurpriseMatchDialog } from "./components/SurpriseMatchDialog";
import type { SwipeKind } from "./components/SwipeCard";
import { useSwipeFlow } from "./useSwipeFlow";
import { formatTime } from "../../i18n/format";
import { cn } from "../../ui/cn";
import { profilePlace } from "../../i18n/places";
import { useSite } from "../site";
import { emptyDeckCause, withoutDealbreakers, type EmptyDeckCause } from "./empty-cause";
import { about } from "../../i18n/gender";

// Below the fold and built on the zod contracts: its own chunk, so the deck's first paint loads neither.
const DeckFiltersCard = lazy(() => import("./components/DeckFiltersCard").then((m) => ({ default: m.DeckFiltersCard })));

const photoOf = (p: Pick<PublicProfile, "profilePhoto" | "photos">) => p.profilePhoto ?? p.photos[0] ?? null;

/** The discover tab of /home: deck, counters, filters, boosts and the AI dialogs. */
export default function DiscoverTab() {
  const { t, i18n } = useTranslation("discover");
  const { data: user } = useCurrentUser();
  const hasLocation = user?.latitude != null && user?.longitude != null;
  const prefs = usePreferences();
  const updatePrefs = useUpdatePreferences();
  const status = useSwipeStatus();
  const boost = useBoost();
  const rewind = useRewind();
  // Premium sees every like; the free plan sees the likes that came with a comment (issue 33).
  const likesYou = useReceivedLikes(Boolean(user));
  const flow = useSwipeFlow();

  const [filter, setFilter] = useState<FilterState>(() => initialFilter(user?.maxDistance));
  const globalMatching = prefs.data?.globalMatching ?? false;
  const params = deckParams(user, filter, globalMatching);
  const deck = useDeck(params, prefs.isSuccess);
  // Swiped ids leave the deck at once; the refetched deck no longer has them either.
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const cards = (deck.data ?? []).filter((p) => !done.has(p.id));
  const current = cards[0];

  const [matched, setMatched] = useState<MatchedPerson | null>(null);
  const [detail, setDetail] = useState<{ profile: PublicProfile; fromDeck: boolean } | null>(null);
  const [analysisTarget, setAnalysisTarget] = useState<AnalysisTarget | null>(null);
  const [surpriseOpen, setSurpriseOpen] = useState(false);
  const [confirmBoost, setConfirmBoost] = useState(false);
  // The operator may switch the AI surprise match off (site settings).
  const surpriseOn = useSite().data?.features.surprise !== false;

  const markDone = (id: number) => setDone((prev) => new Set(prev).add(id));

  // One celebration per match: our own like's answer and the realtime "match" event (sent to both
  // members) may arrive in either order; the second only fills in what the first lacked.
  const celebrated = useRef(new Set<number>());
  // The deck's element: the match dialog gives focus back to it.
  const deckRef = useRef<HTMLDivElement>(null);
  const celebrate = (person: MatchedPerson) => {
    const seen = celebrated.current.has(person.id);
    celebrated.current.add(person.id);
    setMatched((prev) => {
      if (prev?.id === person.id) return { ...prev, matchId: prev.matchId ?? person.matchId, gender: prev.gender ?? person.gender };
      return seen ? prev : person;
    });
  };
  // The other member's like completed a match while this tab is open.
  useRealtimeEvent("match", (event) => {
    const person = personFromMatchEvent(event);
    if (!person) return;
    markDone(person.id);
    celebrate(person);
  });
  const superLikesLeft = status.data?.credits.superLikes.usable ?? 0;
  const canSwipe = status.data?.canSwipe ?? true;

  const onSwiped = async (kind: SwipeKind) => {
    const profile = current;
    if (!profile) {
      toast({ title: t("toast.noMoreProfiles"), variant: "info" });
      return;
    }
    const { outcome, result } = await flow.send({ toUserId: profile.id, isLike: kind !== "pass", isSuperLike: kind === "super" });
    if (outcome === "retry") return setAttempt((a) => a + 1);
    markDone(profile.id);
    if (outcome === "match") celebrate({ id: profile.id, name: profile.name, gender: profile.gender, photo: photoOf(profile), matchId: result?.matchId });
  };

  /** A like from the profile popup; one with a target or comment keeps the popup open until it is sent. */
  const likeFromDetail = async (profile: PublicProfile, extra: Pick<LikeInput, "target" | "comment" | "confirmFlagged"> = {}) => {
    const keepOpen = extra.target !== undefined || extra.comment !== undefined;
    if (!keepOpen) setDetail(null);
    const { outcome, result, code } = await flow.send({ toUserId: profile.id, isLike: true, isSuperLike: false, ...extra });
    if (outcome === "retry") return code === "MESSAGE_NEEDS_CONFIRMATION" ? ("flagged" as const) : ("failed" as const);
    setDetail(null);
    markDone(profile.id);
    if (outcome === "match") celebrate({ id: profile.id, name: profile.name, gender: profile.gender, photo: photoOf(profile), matchId: result?.matchId });
    return "sent" as const;
  };

  const setWorldwide = (value: boolean) =>
    updatePrefs.mutate(
      { globalMatching: value },
      {
        onSuccess: () => toast({ title: t("toast.preferencesUpdated"), variant: "success" }),
        onError: () => toast({ title: t("toast.updateFailed"), description: t("toast.updateFailedBody"), variant: "destructive" }),
      },
    );

  const activateBoost = () =>
    boost.mutate(undefined, {
      onSettled: () => setConfirmBoost(false),
      onSuccess: () => toast({ title: t("toast.boostActivated"), description: t("toast.boostActivatedBody"), variant: "success" }),
      onError: (err) =>
        codeOf(err) === "NO_BOOSTS"
          ? toast({ title: t("toast.noBoosts"), description: t("toast.noBoostsBody"), variant: "destructive" })
          : toast({ title: t("toast.boostFailed"), variant: "destructive" }),
    });

  const doRewind = () =>
    rewind.mutate(undefined, {
      onSuccess: ({ rewound }) => {
        if (!rewound) return toast({ title: t("toast.nothingToRewind"), variant: "info" });
        setDone((prev) => {
          const next = new Set(prev);
          next.delete(rewound.id);
          return next;
        });
        toast({ title: t("toast.rewound"), description: t("toast.rewoundBody", { name: rewound.name, ...about(rewound.gender) }), variant: "success" });
      },
      onError: () => toast({ title: t("toast.error"), description: t("toast.errorBody"), variant: "destructive" }),
    });

  const s = status.data;
  const boostsLeft = s?.credits.boosts.usable ?? 0;
  const boostable = boostsLeft > 0;
  // Premium's free monthly boost is spent first; anything else spends a boost the member paid for, so it asks first.
  const boostIsPaid = !(user?.isPremium && s?.monthlyBoostAvailable);
  const onBoost = () => (boostIsPaid ? setConfirmBoost(true) : activateBoost());
  const boostedUntil = s?.boostedUntil ? new Date(s.boostedUntil) : null;
  const deckLoad = useLoadState(prefs, deck);
  const loading = deckLoad !== "ready";
  // Asked before any card of a nearby deck (once the preferences say which deck): without coordinates it cannot put anyone nearest. A
  // member who chose worldwide matching asked for a deck that needs no place. Meanwhile there is no deck to count.
  const asksLocation = Boolean(user) && !hasLocation && !globalMatching;
  // Offline or failed, the side cards give way (no skeleton that cannot fill); the deck area says why.
  const sideLoad = useLoadState(status, prefs);
  const sideSkeleton = (className: string) => (sideLoad === "loading" ? <Skeleton className={className} /> : null);

  const deckArea = isLoadProblem(deckLoad) ? (
    <LoadProblem
      state={deckLoad}
      failed={t("deck.loadFailed")}
      // The deck waits for the preferences (its radius and worldwide switch): those first.
      onRetry={() => void (prefs.data ? deck.refetch() : prefs.refetch())}
      className={cn("w-full max-w-sm justify-center self-center", DECK_HEIGHT)}
    />
  ) : loading ? (
    <div className="flex flex-col items-center gap-3 sm:gap-5" data-testid="deck-loading" aria-busy="true">
      {/* data-top-card: where /home's HTML shows the top card's photo before the app runs (html-top-card.ts). */}
      <Skeleton className={cn("w-full max-w-sm rounded-3xl", DECK_HEIGHT)} data-top-card="" />
      <div className="flex gap-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-12 rounded-full" />
        ))}
      </div>
    </div>
  ) : user && asksLocation ? (
    <LocationAsk user={user} />
  ) : current ? (
    <CardStack
      cards={cards}
      attempt={attempt}
      canSwipe={canSwipe}
      pending={flow.isPending}
      superLikesLeft={superLikesLeft}
      onSwiped={(kind) => void onSwiped(kind)}
      onDetails={() => setDetail({ profile: current, fromDeck: true })}
      deckRef={deckRef}
    />
  ) : (
    <Empty
      cause={emptyDeckCause({
        filters: prefs.data?.filters ?? {},
        locked: prefs.data?.locked ?? [],
        ageMin: prefs.data?.ageMin ?? AGE_RANGE_MIN,
        ageMax: prefs.data?.ageMax ?? AGE_RANGE_MAX,
        hasLocation,
        distanceOn: filter.distanceOn,
        distance: filter.distance,
        global: globalMatching,
      })}
      onWiden={(cause) => {
        if (cause.kind === "distance") return setFilter({ ...filter, distance: cause.km });
        if (cause.kind === "worldwide") return setWorldwide(true);
        const change =
          cause.kind === "strict" && prefs.data ? { filters: withoutDealbreakers(prefs.data) } : cause.kind === "age" ? { ageMin: cause.min, ageMax: cause.max } : null;
        if (change)
          updatePrefs.mutate(change, {
            onSuccess: () => toast({ title: t("toast.preferencesUpdated"), variant: "success" }),
            onError: () => toast({ title: t("toast.updateFailed"), description: t("toast.updateFailedBody"), variant: "destructive" }),
          });
      }}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-3 sm:gap-4 sm:py-5" data-testid="discover">
      {/* On a phone the header is one row (title and the surprise button) so the deck and its buttons fit above the bottom bar. */}
      <header className="flex items-center justify-between gap-3 sm:flex-wrap sm:items-start">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t("title")}</h1>
          <p className="hidden text-slate-600 sm:block">{t("subtitle")}</p>
          <span className="mt-1 hidden sm:inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-medium text-violet-800">
            <Sparkles className="h-3 w-3" aria-hidden="true" />
            {t("aiBadge")}
          </span>
        </div>
        {surpriseOn && (
          <Button onClick={() => setSurpriseOpen(true)} className="shrink-0 bg-gradient-to-r from-brand-600 to-violet-600 hover:opacity-90" data-testid="surprise-button">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t("surprise.button")}
          </Button>
        )}
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-6">
        {/* Below lg the deck comes first (DOM order stays: counters, deck, aside). */}
        <div className="order-2 lg:order-none lg:col-start-2 lg:row-start-1">
          <Counters remaining={loading ? undefined : asksLocation ? null : cards.length} status={s} smart={filter.smart} />
        </div>
        <div className="order-1 lg:order-none lg:col-start-1 lg:row-span-2 lg:row-start-1">{deckArea}</div>
        <aside className="order-3 flex flex-col gap-4 lg:order-none lg:col-start-2 lg:row-start-2">
          <YourTurnNotice />
          {likesYou.data && (
            <LikesYouStrip likes={likesYou.data.filter((l) => !done.has(l.id))} onOpen={(like) => setDetail({ profile: like, fromDeck: false })} />
          )}
          {s ? (
            <Card className="flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
                <span data-testid="balance-super-likes">{t("balance.superLikes", { count: superLikesLeft })}</span>
                <span aria-hidden="true">·</span>
                <span data-testid="balance-boosts">{t("balance.boosts", { count: boostsLeft })}</span>
                <Link to="/home?tab=premium" className="ms-auto inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="get-more-link">
                  {t("balance.getMore")}
                </Link>
              </div>
              {(boostedUntil || boostable || user?.isPremium) && (
                <div className="flex flex-wrap gap-2">
                  {boostedUntil ? (
                    <span className="rounded-full bg-violet-100 px-2.5 py-1 text-xs font-medium text-violet-800" data-testid="boost-active">
                      {t("boost.activeUntil", { time: formatTime(boostedUntil, i18n.language) })}
                    </span>
                  ) : (
                    boostable && (
                      <Button size="sm" variant="secondary" onClick={onBoost} disabled={boost.isPending} data-testid="boost-button">
                        <Rocket className="h-4 w-4" aria-hidden="true" />
                        {t("boost.button")}
                      </Button>
                    )
                  )}
                  {user?.isPremium && (
                    <Button size="sm" variant="outline" onClick={doRewind} disabled={rewind.isPending || flow.isPending} data-testid="rewind-button">
                      <RotateCcw className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                      {t("rewind.button")}
                    </Button>
                  )}
                </div>
              )}
            </Card>
          ) : (
            sideSkeleton("h-14 w-full rounded-2xl")
          )}
          {hasLocation && <FilterCard value={filter} onChange={setFilter} interestedIn={user?.interestedIn ?? "both"} />}
          {prefs.data && (
            <Suspense fallback={<Skeleton className="h-28 w-full rounded-2xl" />}>
              <DeckFiltersCard prefs={prefs.data} />
            </Suspense>
          )}
          {prefs.data ? (
            <Card className="p-4">
              <Switch
                checked={globalMatching}
                disabled={updatePrefs.isPending}
                onCheckedChange={setWorldwide}
                label={
                  <span className="inline-flex items-center gap-2">
                    <Globe2 className="h-4 w-4 text-brand-600" aria-hidden="true" />
                    {t("worldwide.label")}
                  </span>
                }
                description={t("worldwide.hint")}
              />
            </Card>
          ) : (
            sideSkeleton("h-20 w-full rounded-2xl")
          )}
        </aside>
      </div>

      <ProfileDetailDialog
        profile={detail?.profile ?? null}
        onClose={() => setDetail(null)}
        onAnalyze={(p) => {
          setDetail(null);
          setAnalysisTarget({ id: p.id, name: p.name, age: p.age, location: profilePlace(p, i18n.language) || null, photo: photoOf(p) });
        }}
        onLike={(p, extra) => likeFromDetail(p, extra)}
        likeDisabled={flow.isPending || !canSwipe}
      />
      <CompatibilityDialog target={analysisTarget} onClose={() => setAnalysisTarget(null)} />
      <SurpriseMatchDialog open={surpriseOpen} onClose={() => setSurpriseOpen(false)} onMatch={celebrate} />
      <MatchDialog person={matched} onClose={() => setMatched(null)} returnFocusTo={deckRef} />
      <ConfirmDialog
        open={confirmBoost}
        onOpenChange={setConfirmBoost}
        title={t("mobile:boost.confirmTitle")}
        description={t("mobile:boost.confirmBody", { count: s?.boosts ?? 0, minutes: BOOST_DURATION_MS / 60_000 })}
        confirmLabel={t("mobile:boost.confirm")}
        pending={boost.isPending}
        onConfirm={activateBoost}
        testId="boost-confirm"
      />
    </div>
  );
}

/** The empty deck says its real cause (empty-cause.ts) and offers the one control that widens it. */
function Empty({ cause, onWiden }: { cause: EmptyDeckCause; onWiden: (cause: EmptyDeckCause) => void }) {
  const { t } = useTranslation("discover");
  const body = {
    strict: t("empty.strictBody"),
    distance: t("empty.body"),
    age: t("empty.ageBody"),
    worldwide: t("empty.worldwideBody"),
    seenEveryone: t("empty.bodyWorldwide"),
  }[cause.kind];
  const action =
    cause.kind === "strict"
      ? t("empty.strictAction")
      : cause.kind === "distance"
        ? t("empty.expand", { km: cause.km })
        : cause.kind === "age"
          ? t("empty.ageAction", { min: cause.min, max: cause.max })
          : cause.kind === "worldwide"
            ? t("empty.worldwide")
            : null;
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center" data-testid="deck-empty" data-cause={cause.kind}>
      <Globe2 className="h-12 w-12 text-brand-300" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-slate-900">{t("empty.title")}</h2>
      <p className="max-w-xs text-sm text-slate-600">{body}</p>
      {action && (
        <Button onClick={() => onWiden(cause)} data-testid="deck-widen">
          {action}
        </Button>
      )}
    </Card>
  );
}
