/**
 * Builds the service worker (issue 31, decision 056) after `react-router build`: esbuild bundles
 * app/sw/service-worker.ts with this client build's id, and Serwist injects the precache list
 * (this build's scripts, styles, icons and manifest) into build/client/sw.js.
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";

const client = path.resolve("build/client");
const manifestFile = readdirSync(path.join(client, "assets")).find((name) => /^manifest-[\w]+\.js$/.test(name));
if (!manifestFile) throw new Error("build/client/assets has no React Router manifest: run react-router build first");
const buildId = manifestFile.slice("manifest-".length, -".js".length);

const bundle = path.resolve("build/sw-bundle.js");
await build({
  entryPoints: ["app/sw/service-worker.ts"],
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  outfile: bundle,
  define: { BUILD_ID: JSON.stringify(buildId), "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundle,
  swDest: path.join(client, "sw.js"),
  globDirectory: client,
  globPatterns: ["assets/**/*.{js,css}", "icons/*.png", "favicon.svg", "manifest.webmanifest"],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
rmSync(bundle);
for (const warning of warnings) console.warn(`[build-sw] ${warning}`);
console.info(`[build-sw] build ${buildId}: sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
