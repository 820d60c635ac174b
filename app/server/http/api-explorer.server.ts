/**
 * The API's interactive explorer (issue 30): Swagger UI at /api/docs/explorer, served from the app's
 * own copy of swagger-ui-dist (no outside address) under the site's Content-Security-Policy (its
 * start-up is a script file of ours, not an inline script). It reads /api/v1/openapi.json; "Authorize"
 * takes a personal access token, and "Try it out" calls the API as that token's cook. The
 * server-rendered reference stays at /api/docs.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import express, { type Router } from "express";

export const API_EXPLORER_PATH = "/api/docs/explorer";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API explorer | Simmer</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${API_EXPLORER_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${API_EXPLORER_PATH}/explorer.css">
</head>
<body>
<header class="simmer-explorer-header">
<p><a href="/api/docs">← Simmer API documentation</a></p>
<p>Make a token in <a href="/app/settings?tab=api">Settings → API</a>, press <strong>Authorize</strong> and paste it; then <strong>Try it out</strong> on any endpoint calls the API as you.</p>
</header>
<main id="swagger-ui"></main>
<script src="${API_EXPLORER_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_EXPLORER_PATH}/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  persistAuthorization: false,
  tryItOutEnabled: false,
  defaultModelsExpandDepth: 0,
});
`;

// The explorer's own lines, readable beside Swagger UI's (contrast as on the site's pages).
const CSS = `body { margin: 0; font-family: system-ui, sans-serif; color: #2b1d14; background: #fff; }
.simmer-explorer-header { max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; line-height: 1.5; }
.simmer-explorer-header a { color: #9a3412; font-weight: 600; }
`;

const FILES: Record<string, { file: string; type: string }> = {
  "/swagger-ui.css": { file: "swagger-ui.css", type: "text/css; charset=utf-8" },
  "/swagger-ui-bundle.js": { file: "swagger-ui-bundle.js", type: "text/javascript; charset=utf-8" },
};

/** The folder of the pinned swagger-ui-dist package. */
function swaggerUiFolder(): string {
  return path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
}

export function apiExplorer(): Router {
  const router = express.Router();
  const send = (type: string, body: () => string | Buffer, cache: string) => (_req: express.Request, res: express.Response) => {
    res.type(type).setHeader("Cache-Control", cache);
    res.send(body());
  };
  router.get(
    "/",
    send("text/html; charset=utf-8", () => PAGE, "no-cache"),
  );
  router.get(
    "/start.js",
    send("text/javascript; charset=utf-8", () => START, "no-cache"),
  );
  router.get(
    "/explorer.css",
    send("text/css; charset=utf-8", () => CSS, "no-cache"),
  );
  for (const [route, { file, type }] of Object.entries(FILES)) {
    // Read when first asked for (1.7 MB); the version is pinned, so a day's caching is safe.
    let body: Buffer | undefined;
    router.get(
      route,
      send(type, () => (body ??= readFileSync(path.join(swaggerUiFolder(), file))), "public, max-age=86400"),
    );
  }
  return router;
}
