import { answerApi } from "~/server/api/answer.server";
import type { Route } from "./+types/api";

/** The API (issue 30): /api/v1/…, answered as JSON; the documentation is /api/docs. */
export function loader({ request }: Route.LoaderArgs) {
  return answerApi(request);
}

export function action({ request }: Route.ActionArgs) {
  return answerApi(request);
}
