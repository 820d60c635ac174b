import { data } from "react-router";
import { getDb } from "~/server/db/index.server";
import { plainNotFound } from "~/server/http/plain-answers.server";
import { env } from "~/server/env.server";
import { queueTestProbe } from "~/server/jobs/test-probe.server";
import type { Route } from "./+types/test-jobs";

/**
 * Browser and cluster tests only: POST token queues a job that logs "[simmer] test job <token> ran"
 * on whichever server runs it (tests count the lines across servers). A 404 unless
 * ENABLE_TEST_ROUTES=true (server.ts then registers the job's handler).
 */
/** Only posted to; opened in the address bar it is not found. */
export function loader() {
  return plainNotFound();
}

export async function action({ request }: Route.ActionArgs) {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  const token = String((await request.formData()).get("token") ?? "");
  if (!/^[\w-]{1,64}$/.test(token)) throw data(null, { status: 400 });
  const id = await queueTestProbe(await getDb(), token);
  return Response.json({ id });
}
