import type { DayCount } from "~/domain/admin/activity";

/**
 * Sign-ups and active cooks per day as two rows of small bars (SVG), with the figures as a table for
 * screen readers and for anyone who wants the numbers: the picture alone says nothing to assistive
 * technology.
 */
export function ActivityChart({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.signUps, d.active)));
  const width = days.length * 10;
  const row = (key: "signUps" | "active", colour: string, label: string) => (
    <figure className="min-w-0">
      <figcaption className="text-warm-800 text-sm font-semibold">
        {label}: {days.reduce((sum, d) => sum + d[key], 0).toLocaleString("en-US")} in {days.length} days
      </figcaption>
      <svg viewBox={`0 0 ${width} 40`} className="mt-2 h-16 w-full" preserveAspectRatio="none" aria-hidden="true">
        {days.map((d, i) => {
          const h = (d[key] / max) * 38;
          return <rect key={d.day} x={i * 10 + 1} y={40 - h} width={8} height={h} className={colour} />;
        })}
      </svg>
    </figure>
  );
  return (
    <section aria-labelledby="activity-heading" className="ring-warm-200 mt-6 rounded-2xl bg-white p-5 ring-1">
      <h2 id="activity-heading" className="text-warm-900 text-xl font-bold">
        Last {days.length} days
      </h2>
      <div className="mt-3 grid gap-6 sm:grid-cols-2">
        {row("signUps", "fill-accent-orange", "Sign-ups")}
        {row("active", "fill-accent-green", "Active cooks")}
      </div>
      <details className="mt-3">
        <summary className="text-warm-800 cursor-pointer text-sm font-semibold">The figures by day</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Sign-ups and active cooks per day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Day (UTC)
                </th>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Sign-ups
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Active cooks
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-warm-100 border-t">
                  <td className="py-1 pr-4">{d.day}</td>
                  <td className="py-1 pr-4">{d.signUps}</td>
                  <td className="py-1">{d.active}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
