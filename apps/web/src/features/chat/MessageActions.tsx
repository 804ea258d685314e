import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal, Reply, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage, ChatReaction } from "@ulfa/contracts";
import { CHAT_REACTIONS, UNSEND_WINDOW_MS } from "@ulfa/contracts/constants";
import { messageOf } from "../../api/client";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { toast } from "../../ui/toast-store";
import { useReact, useUnsend } from "./queries";

/**
 * The per-message menu (Radix dropdown, focus returns to its button): the fixed reactions (the
 * member's own one again removes it), reply, and unsend for the sender within 15 minutes.
 */
export function MessageActions({ message, myId, own, onReply }: { message: ChatMessage; myId: number; own: boolean; onReply: () => void }) {
  const { t } = useTranslation("chat");
  const react = useReact(message.matchId);
  const unsend = useUnsend(message.matchId);
  // Unsending removes the message for both members: it asks first.
  const [confirmUnsend, setConfirmUnsend] = useState(false);
  const mine = message.reactions.find((r) => r.userId === myId)?.emoji;
  const canUnsend = own && Date.now() - new Date(message.createdAt).getTime() < UNSEND_WINDOW_MS;
  const failed = (fallback: string) => (err: unknown) => toast({ title: t("error"), description: messageOf(err, fallback), variant: "destructive" });
  const choose = (emoji: ChatReaction) =>
    react.mutate({ messageId: message.id, emoji, remove: mine === emoji }, { onError: failed(t("reactFailed")) });
  const item = "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
  return (
    <>
    <ConfirmDialog
      open={confirmUnsend}
      onOpenChange={setConfirmUnsend}
      title={t("mobile:unsend.confirmTitle")}
      description={t("mobile:unsend.confirmBody")}
      confirmLabel={t("mobile:unsend.confirm")}
      danger
      pending={unsend.isPending}
      onConfirm={() => unsend.mutate(message.id, { onError: failed(t("unsendFailed")), onSettled: () => setConfirmUnsend(false) })}
      testId="unsend-confirm"
    />
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="rounded-full p-1.5 text-slate-500 opacity-70 hover:bg-slate-100 hover:opacity-100 focus-visible:opacity-100"
          aria-label={t("messageMenu")}
          data-testid="chat-message-menu"
        >
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={own ? "end" : "start"} sideOffset={4} className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Group className="flex gap-0.5 p-1" aria-label={t("react")}>
            {CHAT_REACTIONS.map((emoji) => (
              <DropdownMenu.Item
                key={emoji}
                onSelect={() => choose(emoji)}
                aria-label={mine === emoji ? t("removeReaction", { emoji }) : t("reactWith", { emoji })}
                className={`cursor-pointer rounded-lg px-1.5 py-1 text-lg outline-none data-[highlighted]:bg-slate-100 ${mine === emoji ? "bg-brand-100" : ""}`}
              >
                {emoji}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
          <DropdownMenu.Item className={item} onSelect={onReply}>
            <Reply className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t("reply")}
          </DropdownMenu.Item>
          {canUnsend && (
            <DropdownMenu.Item className={`${item} text-red-600`} onSelect={() => setConfirmUnsend(true)} data-testid="chat-unsend">
              <Undo2 className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {t("unsend")}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
    </>
  );
}
