import { data } from "react-router";
import { env } from "~/server/env.server";

/** Fails on purpose so the end-to-end tests can see the global error screen; a 404 unless ENABLE_TEST_ROUTES=true. */
export function loader() {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  throw new Error("Deliberate failure for the error-screen test");
}

export default function TestError() {
  return null;
}
