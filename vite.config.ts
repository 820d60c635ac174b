import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { entrySignatures, hotPageChunks, iconModules, pageFrame, pageFrameModules } from "./vite.chunks.ts";

/**
 * Browser chunks (docs/decisions/037): every page needs the framework (with the bundler's runtime
 * and preload helper), so it ships as one file, and the page frame the root route and the visitors'
 * layout draw as a second (vite.chunks.ts), instead of a few dozen tiny shared chunks (each a round
 * trip on a slow phone network). What `/`, `/browse` and the recipe page import goes by the set of
 * those pages that use it, icons included (each icon is a module of its own), so each of them loads
 * its own code in a few files and no other page's. A group takes only the modules named for it, not
 * all they import (which would put a recipe card's cover on the recipe page's chunk).
 */
const clientChunks = {
  includeDependenciesRecursively: false,
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/,
      priority: 30,
    },
    // What the root route and the visitors' layout draw on every page (navigation, footer, notifications' store, their icons).
    { name: "shell", test: (id: string) => pageFrameModules.has(id), priority: 20 },
    // What the most-opened pages import, by the set of those pages that use it (vite.chunks.ts).
    { name: (id: string) => hotPageChunks.get(id) ?? null, debugName: "pages", priority: 10 },
    // The other icons, for the other pages (as before, one file).
    { name: "icons", test: /^\0simmer-icon:|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, priority: 5 },
  ],
};

export default defineConfig(() => ({
  plugins: [tailwindcss(), reactRouter(), iconModules(), pageFrame(), entrySignatures()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**"] } },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
}));
