import { redirect } from "react-router";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { getAuth } from "~/server/auth/auth.server";
import { redirectWith } from "~/server/auth/responses.server";
import { flashHeader } from "~/server/flash.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return redirectWith("/", response, await flashHeader(AUTH_MESSAGES.signedOut, "info"));
}

export function loader() {
  return redirect("/");
}
