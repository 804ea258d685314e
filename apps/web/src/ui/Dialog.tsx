import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useCallback, type CSSProperties, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";
import { useEscapeClosesFocusedLayer } from "./useEscapeClosesFocusedLayer";
import { useReturnFocus } from "./useReturnFocus";

/** Accessible modal dialog (Radix): focus trapped and restored, Escape closes, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  nested,
  hideTitle,
  style,
  footer,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Opened from another dialog: the overlay shares the dialogs' layer, so it dims the first dialog too. */
  nested?: boolean;
  hideTitle?: boolean;
  /** Inline style of the dialog box (e.g. a transform that moves a draggable dialog). */
  style?: CSSProperties;
  /** The dialog's actions: they stick to the bottom edge while a long body scrolls under them. */
  footer?: ReactNode;
  /**
   * Where focus goes when the dialog closes, when that is known for certain (the chat's "Are you
   * sure?" gives it back to the composer). Otherwise the opener (useReturnFocus): a dialog that
   * opens from an answer rather than a click can find focus nowhere (the composer was disabled
   * while it sent) and would guess.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  const escape = useEscapeClosesFocusedLayer<HTMLDivElement>(useCallback(() => onOpenChange(false), [onOpenChange]));
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cn("fixed inset-0 bg-slate-900/50 backdrop-blur-sm", nested ? "z-50" : "z-40")} />
        <RadixDialog.Content
          className={cn(
            "fixed start-1/2 notice-centre z-50 w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2",
            className,
          )}
          style={style}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target?.isConnected) return returnFocus(event);
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
          {...escape}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className={cn("pe-8 text-lg font-semibold text-slate-900", hideTitle && "sr-only")}>{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
          <div className={cn(!hideTitle && "mt-4")}>{children}</div>
          {footer && <div className="sticky -bottom-6 -mx-6 -mb-6 mt-2 bg-white px-6 pb-6 pt-4">{footer}</div>}
          <RadixDialog.Close
            className="absolute end-3 top-3 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={t("actions.close")}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
