import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Compass, Crown, LogOut, User } from "lucide-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useLogout } from "../../features/auth/useLogout";
import { useSite } from "../../features/site";

/** The signed-in member's menu in the public header: open the app, premium, log out. */
export default function MemberMenu({ name, photo }: { name: string; photo: string | null }) {
  const { t } = useTranslation("landing");
  const premiumOn = useSite().data?.features.premium !== false;
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  const item = "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";
  return (
    <Menu.Root>
      <Menu.Trigger
        className="inline-flex items-center gap-2 rounded-full border border-rose-100 bg-white py-1 ps-1 pe-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-rose-50"
        aria-label={t("header.menuFor", { name })}
        data-testid="member-menu"
      >
        {photo ? (
          <img src={photo} alt="" className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <span className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 text-brand-700">
            <User className="h-4 w-4" aria-hidden="true" />
          </span>
        )}
        <span dir="auto" className="hidden max-w-32 truncate sm:inline">{name}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-xl border border-rose-100 bg-white p-1 shadow-lg">
          <Menu.Item className={item} onSelect={() => navigate("/home")}>
            <Compass className="h-4 w-4" aria-hidden="true" />
            {t("header.openApp")}
          </Menu.Item>
          {premiumOn && (
            <Menu.Item className={item} onSelect={() => navigate("/premium")}>
              <Crown className="h-4 w-4" aria-hidden="true" />
              {t("header.premium")}
            </Menu.Item>
          )}
          <Menu.Separator className="my-1 h-px bg-rose-100" />
          <Menu.Item
            className={item}
            disabled={isPending}
            onSelect={(event) => {
              event.preventDefault();
              logout();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {isPending ? t("header.loggingOut") : t("header.logout")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
