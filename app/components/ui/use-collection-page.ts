import { useState } from "react";
import { useSearchParams } from "react-router";

/** What a no-JavaScript submission of a collection page's action answered (see ActionReply). */
type SentReply = { ok: true; value?: { id: string } | null } | { ok: false; result?: unknown };

/**
 * The state of a page that lists the user's items (cookbooks, ingredient lists): whether the "new"
 * form is open, which item is selected, which one the delete dialog asks about. Without JavaScript
 * the URL (`?new`, `?<itemParam>=id`) and the action's answer (`sent`) set where the page starts:
 * a refused form stays open, a created item is selected.
 */
export function useCollectionPage(sent: SentReply | undefined, itemParam: string) {
  const [params] = useSearchParams();
  const created = sent?.ok && sent.value ? sent.value.id : null;
  const [formOpen, setFormOpen] = useState(params.has("new") || (sent !== undefined && !sent.ok && !!sent.result));
  const [selectedId, setSelectedId] = useState<string | null>(params.get(itemParam) ?? created);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  return { formOpen, setFormOpen, selectedId, setSelectedId, confirming, setConfirming };
}
