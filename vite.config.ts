import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageFrame, pageFrameModules } from "./vite.chunks.ts";

/**
 * Browser chunks (docs/decisions/037): every page needs the framework (with the bundler's runtime
 * and preload helper), so it ships as one file, and the page frame the root route and the visitors'
 * layout draw as a second (vite.chunks.ts), instead of a few dozen tiny shared chunks (each a round
 * trip on a slow phone network). The icons go with the frame: icons.ts is one module, so its chunk
 * holds every icon the app draws (splitting them per page is issue 34's next step).
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/,
      priority: 30,
    },
    // What the root route and the visitors' layout draw on every page (navigation, footer, notifications' store, icons).
    { name: "shell", test: (id: string) => pageFrameModules.has(id), priority: 20 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pageFrame()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**"] } },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
