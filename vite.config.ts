import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Browser chunks: every page needs the framework, so it ships as one file, and the icons as
 * another, the page frame as a third, instead of a few dozen tiny shared chunks (each a round trip on a slow phone network).
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 30,
    },
    { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
    // The page frame (navigation, footer, notifications, form parts) that nearly every page uses.
    // (Form fields, dialogs and notifications stay with the pages that use them: they carry libraries.)
    {
      name: "shell",
      test: /[\\/]app[\\/]components[\\/](layout[\\/]|ui[\\/](button-styles|post-action|styles|toast-store|use-flash-toast|use-hydrated)\.)/,
      priority: 10,
    },
    // What a recipe card needs, shared by the landing page, browse, the finder and the kitchen pages.
    { name: "recipe-card", test: /[\\/]app[\\/]features[\\/]recipes[\\/](recipe-card|recipe-cover|save-button)\./, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**"] } },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
