import { UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../ui/Skeleton";

export function ProfileSkeleton() {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 md:px-8" data-testid="profile-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      <Skeleton className="h-8 w-40" />
      <div className="flex items-center gap-4 rounded-2xl bg-white p-5">
        <Skeleton className="h-24 w-24 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

export function ProfileNotFound() {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-16 text-center" data-testid="profile-not-found">
      <UserX className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-slate-900">{t("notFound.title")}</h1>
      <p className="text-slate-600">{t("notFound.body")}</p>
    </div>
  );
}
