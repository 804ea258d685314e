import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import { dismissToast, useToasts, type ToastVariant } from "./toast-store";

const variantClass: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  info: "border-sky-200 bg-sky-50 text-sky-950",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  // red-700: white text at 90% opacity keeps 4.5:1 (red-600 gave 4:1).
  destructive: "border-red-300 bg-red-700 text-white",
};

export function Toaster() {
  const toasts = useToasts();
  const { t, i18n } = useTranslation();
  return (
    <RadixToast.Provider swipeDirection={i18n.dir() === "rtl" ? "left" : "right"} label={t("actions.dismiss")}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.duration}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={clsx("relative rounded-xl border p-4 pe-12 shadow-lg", variantClass[item.variant ?? "default"])}
          data-testid="toast"
          data-variant={item.variant ?? "default"}
        >
          <RadixToast.Title dir="auto" className="text-start text-sm font-semibold">{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description dir="auto" className="mt-1 text-start text-sm opacity-90">{item.description}</RadixToast.Description>}
          <RadixToast.Close aria-label={t("actions.dismiss")} className="absolute end-1 top-1 grid h-10 w-10 place-items-center rounded-full opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* Phones: at the top, over the header, so a toast never covers the deck's Like and Pass or the
          bottom bar (the screen's primary actions sit low, under the thumb). Wider screens: bottom end. */}
      <RadixToast.Viewport
        label={t("mobile:toasts.region")}
        className="fixed inset-x-4 top-[calc(env(safe-area-inset-top)+0.5rem)] z-[100] mx-auto flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none md:inset-x-auto md:top-auto md:end-4 md:bottom-4 md:mx-0"
        data-testid="toast-viewport"
      />
    </RadixToast.Provider>
  );
}
