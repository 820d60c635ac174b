/**
 * Posts a form to one of Simmer's JSON action routes and always resolves: a refused write, a
 * server error or a lost connection all come back as { ok: false, message } for the caller to
 * show and to undo its optimistic change.
 */
export type ActionReply<T extends object = object> = ({ ok: true; message?: string } & T) | { ok: false; message: string };

export async function postAction<T extends object = object>(
  url: string,
  fields: Record<string, string | number | readonly (string | number)[]>,
  fallback: string,
): Promise<ActionReply<T>> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) body.append(key, String(v));
    else body.append(key, String(value));
  }
  try {
    const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    const reply = (await response.json().catch(() => null)) as ActionReply<T> | null;
    if (!reply || typeof reply.ok !== "boolean") return { ok: false, message: fallback };
    if (!reply.ok) return { ok: false, message: reply.message || fallback };
    return reply;
  } catch {
    return { ok: false, message: "Network error. Please check your connection and try again." };
  }
}
