/**
 * How the browser's code is cut into files (docs/decisions/037). Every page loads the framework
 * chunk, the page frame (what the root route and the visitors' layout draw) and its own route's
 * code. `pageFrame` finds the frame's modules (statically, from the module graph) so that they ship
 * as one chunk, instead of being spread over a dozen tiny chunks shared by different sets of routes
 * (each a request, and a round trip on a slow phone network).
 */
import type { Plugin } from "vite";

/** The modules the root route needs before a page can draw (filled by `pageFrame` once the graph is known). */
export const pageFrameModules = new Set<string>();

/** The routes whose imports make the page frame: the root and the visitors' layout (its top bar and footer). */
const FRAME_ROUTES = /[\\/]app[\\/](root|routes[\\/]public-layout)\.tsx$/;

/**
 * Collects, once the client's module graph is complete, every module the root route and the
 * visitors' layout import statically (directly or through others): the page frame. The signed-in
 * frame stays with the app layout's chunk (unless the root's error screen draws it too).
 */
export function pageFrame(): Plugin {
  return {
    name: "simmer:page-frame",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      pageFrameModules.clear();
      const queue = [...this.getModuleIds()]
        .filter((id) => FRAME_ROUTES.test(id))
        .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (pageFrameModules.has(id)) continue;
        // A module that is also imported on demand is loaded when it is needed.
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) continue;
        pageFrameModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
