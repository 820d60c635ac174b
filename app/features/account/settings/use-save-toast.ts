import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { SETTINGS_MESSAGES } from "~/domain/messages/settings";

export interface SaveReply {
  ok: boolean;
  message?: string;
  notice?: string;
}

/** Shows the outcome of a settings save as a toast, once per reply. */
export function useSaveToast(state: "idle" | "loading" | "submitting", reply: SaveReply | undefined) {
  const last = useRef<SaveReply | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" || !reply || reply === last.current) return;
    last.current = reply;
    if (reply.ok) {
      toast(reply.message ?? SETTINGS_MESSAGES.saved, "success");
      if (reply.notice) toast(reply.notice, "info");
    } else if (reply.message) {
      toast(reply.message, "error");
    }
  }, [state, reply]);
}

/** A settings tab's fetcher: its reply becomes a toast, and `busy` while it saves. */
export function useSettingsFetcher<Reply extends SaveReply = SaveReply>() {
  const fetcher = useFetcher<Reply>();
  useSaveToast(fetcher.state, fetcher.data);
  return { fetcher, busy: fetcher.state !== "idle" };
}
