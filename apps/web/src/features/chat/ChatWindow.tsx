import * as RadixDialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import type { Match } from "@ulfa/contracts";
import { CHAT_MODAL_HEIGHT_PX, CHAT_MODAL_WIDTH_PX, MOBILE_BREAKPOINT_PX } from "@ulfa/contracts/constants";
import { useEscapeClosesFocusedLayer } from "../../ui/useEscapeClosesFocusedLayer";
import { useMinWidth } from "../../ui/useMinWidth";
import { useReturnFocus } from "../../ui/useReturnFocus";
import { ChatView } from "./ChatView";

/**
 * Opens a match's chat: full-screen under 640 px (and wherever `fullScreen` asks: the Matches tab
 * below its two panes), otherwise the 350x600 window over the screen that opened it.
 */
export function ChatWindow({ match, onClose, fullScreen = false }: { match: Match | null; onClose: () => void; fullScreen?: boolean }) {
  const { t } = useTranslation("chat");
  const narrow = !useMinWidth(MOBILE_BREAKPOINT_PX) || fullScreen;
  const returnFocus = useReturnFocus(match !== null);
  const escape = useEscapeClosesFocusedLayer<HTMLDivElement>(onClose);
  return (
    <RadixDialog.Root open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        {!narrow && <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />}
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          {...escape}
          data-testid={narrow ? "chat-fullscreen" : "chat-modal"}
          className={
            narrow
              ? "fixed inset-x-0 notice-top z-50 flex notice-fill w-full flex-col bg-white outline-none"
              : "fixed start-1/2 notice-centre z-50 flex max-w-[calc(100vw-2rem)] -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl outline-none ltr:-translate-x-1/2 rtl:translate-x-1/2"
          }
          // The container only receives focus programmatically; the global focus ring belongs on controls.
          style={narrow ? { outline: "none" } : { width: CHAT_MODAL_WIDTH_PX, height: CHAT_MODAL_HEIGHT_PX, outline: "none" }}
        >
          <RadixDialog.Title className="sr-only">{match ? t("title", { name: match.otherUser.name }) : ""}</RadixDialog.Title>
          {match && <ChatView match={match} variant={narrow ? "full" : "compact"} onClose={onClose} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
