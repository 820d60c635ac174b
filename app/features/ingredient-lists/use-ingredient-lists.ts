import { useState } from "react";
import { useRevalidator } from "react-router";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { LIST_MESSAGES } from "~/domain/messages";

export interface ListState {
  id: string;
  name: string;
  createdAt: string | Date;
  items: { id: string; name: string }[];
}

const ITEM_TOAST_MS = 2000;
const API = "/app/api/ingredient-lists";

/**
 * The lists as the page shows them: every change appears at once and is undone if the server
 * refuses it (spec section 4); the server's copy replaces the local one after each success.
 */
export function useIngredientLists(serverLists: ListState[]) {
  const revalidator = useRevalidator();
  const [lists, setLists] = useState(serverLists);
  const [synced, setSynced] = useState(serverLists);
  if (synced !== serverLists) {
    setSynced(serverLists);
    setLists(serverLists);
  }

  const create = async (name: string) => {
    const tempId = `temp_${Date.now()}`;
    setLists((ls) => [{ id: tempId, name, createdAt: new Date().toISOString(), items: [] }, ...ls]);
    const reply = await postAction<{ list: ListState }>(API, { intent: "create", name }, LIST_MESSAGES.createFailed);
    if (!reply.ok) {
      setLists((ls) => ls.filter((l) => l.id !== tempId));
      toast(reply.message, "error");
      return null;
    }
    setLists((ls) => ls.map((l) => (l.id === tempId ? reply.list : l)));
    toast(reply.message ?? LIST_MESSAGES.created, "success");
    revalidator.revalidate();
    return reply.list.id;
  };

  const remove = async (listId: string) => {
    const before = lists;
    setLists((ls) => ls.filter((l) => l.id !== listId));
    const reply = await postAction(API, { intent: "delete", listId }, LIST_MESSAGES.deleteFailed);
    if (!reply.ok) {
      setLists(before);
      toast(reply.message, "error");
      return false;
    }
    toast(reply.message ?? LIST_MESSAGES.deleted, "success");
    revalidator.revalidate();
    return true;
  };

  const addItem = async (listId: string, text: string) => {
    const list = lists.find((l) => l.id === listId);
    if (!list) return;
    if (list.items.some((i) => i.name.toLowerCase() === text.toLowerCase()))
      return void toast(LIST_MESSAGES.duplicate, "warning", ITEM_TOAST_MS);
    const tempId = `temp_${Date.now()}`;
    const update = (fn: (items: ListState["items"]) => ListState["items"]) =>
      setLists((ls) => ls.map((l) => (l.id === listId ? { ...l, items: fn(l.items) } : l)));
    update((items) => [...items, { id: tempId, name: text }]);
    const reply = await postAction<{ item: { id: string; name: string } }>(
      API,
      { intent: "add-item", listId, ingredient: text },
      LIST_MESSAGES.addFailed,
    );
    if (!reply.ok) {
      update((items) => items.filter((i) => i.id !== tempId));
      return void toast(reply.message, "error", ITEM_TOAST_MS);
    }
    update((items) => items.map((i) => (i.id === tempId ? reply.item : i)));
    toast(reply.message ?? LIST_MESSAGES.ingredientAdded, "success", ITEM_TOAST_MS);
    revalidator.revalidate();
  };

  const removeItem = async (listId: string, itemId: string) => {
    const before = lists;
    setLists((ls) => ls.map((l) => (l.id === listId ? { ...l, items: l.items.filter((i) => i.id !== itemId) } : l)));
    const reply = await postAction(API, { intent: "remove-item", listId, itemId }, LIST_MESSAGES.removeFailed);
    if (!reply.ok) {
      setLists(before);
      return void toast(reply.message, "error", ITEM_TOAST_MS);
    }
    toast(reply.message ?? LIST_MESSAGES.ingredientRemoved, "success", ITEM_TOAST_MS);
    revalidator.revalidate();
  };

  return { lists, create, remove, addItem, removeItem };
}
