import { data } from "react-router";
import { getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { plainNotFound } from "~/server/http/plain-answers.server";
import { env } from "~/server/env.server";
import { createTestRecipe } from "~/server/recipes/test-recipes.server";
import type { Route } from "./+types/test-recipes";

/**
 * Browser tests only: POST title (and isPublic=1) creates a recipe owned by the signed-in user,
 * straight in the tables; the index learns of it from the change log like any other write.
 * A 404 unless ENABLE_TEST_ROUTES=true.
 */
/** Only posted to; opened in the address bar it is not found. */
export function loader() {
  return plainNotFound();
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!env().ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  const user = getUser(context);
  if (!user) throw data(null, { status: 401 });
  const form = await request.formData();
  const title = String(form.get("title") ?? "").slice(0, 100);
  if (title.length < 3) throw data(null, { status: 400 });
  const id = await createTestRecipe(await getDb(), user.id, { title, isPublic: form.get("isPublic") === "1" });
  return Response.json({ id });
}
