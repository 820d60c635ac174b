import { NOTIFICATION_SETTINGS, type NotificationKey } from "~/domain/validation/settings";
import { useSettingsFetcher } from "./use-save-toast";
import { Button } from "~/components/ui/button";

export function NotificationsTab({ values }: { values: Record<NotificationKey, boolean> }) {
  const { fetcher, busy } = useSettingsFetcher();
  return (
    <section aria-labelledby="notifications-heading" className="space-y-6">
      <h2 id="notifications-heading" className="text-warm-900 text-2xl font-bold">
        Email notifications
      </h2>
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="notifications" />
        {NOTIFICATION_SETTINGS.map(({ key, label, description }) => (
          <div key={key} className="bg-warm-50 ring-warm-200 flex items-start justify-between gap-4 rounded-2xl p-4 ring-1">
            <div>
              <label htmlFor={`notify-${key}`} className="text-warm-900 font-semibold">
                {label}
              </label>
              <p id={`notify-${key}-description`} className="text-warm-700 text-sm">
                {description}
              </p>
            </div>
            <input
              id={`notify-${key}`}
              type="checkbox"
              role="switch"
              name={key}
              defaultChecked={values[key]}
              aria-describedby={`notify-${key}-description`}
              className="peer bg-warm-400 checked:bg-accent-green relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full transition before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:transition checked:before:translate-x-5"
            />
          </div>
        ))}
        <Button type="submit" disabled={busy} variant="primary" size="md">
          {busy ? "Saving..." : "Save Notifications"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
