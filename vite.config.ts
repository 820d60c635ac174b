import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconModules, pageFrame, pageFrameModules } from "./vite.chunks.ts";

/**
 * Browser chunks (docs/decisions/037): every page needs the framework, so it ships as one file, and
 * the page frame the root route draws as a second, instead of a few dozen tiny shared chunks (each
 * a round trip on a slow phone network). Everything else follows the routes that use it, icons
 * included (vite.chunks.ts).
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/,
      priority: 30,
    },
    // What the root route draws on every page (navigation, footer, notifications' store).
    { name: "shell", test: (id: string) => pageFrameModules.has(id), priority: 20 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), iconModules(), pageFrame()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**"] } },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
