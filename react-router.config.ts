import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route's manifest entry comes with the first page (one cached file, /assets/manifest-*.js)
  // instead of a partial manifest computed and inlined into every HTML response: the partial one
  // matched the route tree once per path segment on every page request (about 3 % of a signed-in
  // request's CPU, bench/README.md "Session 9").
  routeDiscovery: { mode: "initial" },
} satisfies Config;
