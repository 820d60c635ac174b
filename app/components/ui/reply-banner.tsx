import { inputClass } from "./form";

/**
 * What a plain form's post answered, at the top of its section: the message (a status, or an alert
 * when it failed) and, once, a secret the server will not show again (a link, a token) to copy.
 */
export function ReplyBanner({
  ok,
  message,
  secret,
}: {
  ok: boolean;
  message: string;
  secret?: { label: string; value: string } | null;
}) {
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`rounded-2xl p-4 ${ok ? "bg-accent-green-light text-warm-900" : "bg-accent-red-light text-accent-red"}`}
    >
      <p className="font-semibold">{message}</p>
      {ok && secret && (
        <div className="mt-3">
          <label htmlFor="shown-once" className="text-warm-800 block text-sm font-semibold">
            {secret.label} (shown once: copy it now)
          </label>
          <input
            id="shown-once"
            readOnly
            value={secret.value}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} mt-1 font-mono text-sm`}
          />
        </div>
      )}
    </div>
  );
}
