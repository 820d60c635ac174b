/**
 * How the browser's code is cut into files (docs/decisions/037). Every page loads the framework
 * chunk, the page frame (what the root route and the visitors' layout draw) and its own route's
 * code. Three plugins for the client build make that possible:
 *
 * - `iconModules` gives each icon of `app/components/ui/icons.ts` its own module, so a page's chunks
 *   carry the icons it draws instead of one chunk with every icon (icons.ts stays the one list,
 *   decision 032).
 * - `pageFrame` finds the frame's modules (statically, from the module graph) so that they ship as
 *   one chunk, and, for the pages a cook opens most (`HOT_ROUTES`), which of them use each other
 *   module: a module goes with the others used by the same of those pages, so such a page loads its
 *   route's code in a few files (each a request, and a round trip on a slow phone network) and no
 *   code of a page it is not.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ICONS_MODULE = "~/components/ui/icons";
const ICON_PREFIX = "\0simmer-icon:";

/**
 * Each name icons.ts exports (one `export const Name = fastIcon(Lucide.Name)` line each) with the file
 * Lucide keeps that icon in (`lucide-react/icons/<file>`, read from Lucide's own index of names), so
 * an icon's module imports just that icon and not the index of all 1,600.
 */
function listedIcons(root: string): Map<string, string> {
  const source = readFileSync(path.join(root, "app/components/ui/icons.ts"), "utf8");
  const index = readFileSync(path.join(root, "node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/^export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm)) {
    for (const name of names.matchAll(/default as (\w+)/g)) fileOf.set(name[1], file);
  }
  const icons = new Map<string, string>();
  for (const [, name] of source.matchAll(/^export const (\w+) = /gm)) {
    const file = fileOf.get(name);
    if (!file) throw new Error(`Lucide has no icon ${name} (app/components/ui/icons.ts)`);
    icons.set(name, file);
  }
  return icons;
}

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']~\/components\/ui\/icons["'];?/g;

/**
 * In the client build, `import { Clock, Star as Rating } from "~/components/ui/icons"` becomes one
 * import per icon, each from a module of its own that wraps Lucide's icon with `fastIcon` exactly as
 * icons.ts does. A name icons.ts does not list fails the build.
 */
export function iconModules(): Plugin {
  let root = process.cwd();
  let icons = new Map<string, string>();
  return {
    name: "simmer:icon-modules",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      icons = listedIcons(root);
    },
    transform: {
      filter: { code: ICONS_MODULE },
      handler(code, id) {
        if (id.includes("node_modules") || id.endsWith(path.join("components/ui/icons.ts"))) return null;
        const rewritten = code.replace(ICON_IMPORT, (_, specifiers: string) =>
          specifiers
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .map((specifier) => {
              const [name, local = name] = specifier.split(/\s+as\s+/);
              if (!icons.has(name)) this.error(`${name} is not listed in app/components/ui/icons.ts (imported by ${id})`);
              return `import ${local} from ${JSON.stringify(ICON_PREFIX + name)};`;
            })
            .join("\n"),
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /^\0simmer-icon:/ },
      handler(id) {
        return id;
      },
    },
    load: {
      filter: { id: /^\0simmer-icon:/ },
      handler(id) {
        const name = id.slice(ICON_PREFIX.length);
        const helper = JSON.stringify(path.join(root, "app/components/ui/icon.tsx"));
        return [
          `import Lucide from ${JSON.stringify(`lucide-react/icons/${icons.get(name)}`)};`,
          `import { fastIcon } from ${helper};`,
          `export default /* @__PURE__ */ fastIcon(Lucide);`,
        ].join("\n");
      },
    },
  };
}

/**
 * A chunk group takes only the modules named for it, not what they import (vite.config.ts), which
 * the bundler allows when a route's chunk may export more than the route does (React Router reads a
 * route's own exports by name). The build options reach every environment, so this does too.
 */
export function entrySignatures(): Plugin {
  return {
    name: "simmer:entry-signatures",
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
  };
}

/** The modules the root route needs before a page can draw (filled by `pageFrame` once the graph is known). */
export const pageFrameModules = new Set<string>();

/** For each module one of `HOT_ROUTES` imports statically (and the frame does not), the chunk it goes to. */
export const hotPageChunks = new Map<string, string>();

/** The routes whose imports make the page frame: the root and the visitors' layout (its top bar and footer). */
const FRAME_ROUTES = /[\\/]app[\\/](root|routes[\\/]public-layout)\.tsx$/;

/** The pages a cook opens most, with a budget (decision 037): `/`, `/browse` and a recipe page. */
const HOT_ROUTES = {
  home: /[\\/]app[\\/]routes[\\/]home\.tsx$/,
  browse: /[\\/]app[\\/]routes[\\/]browse\.tsx$/,
  recipe: /[\\/]app[\\/]routes[\\/]recipe\.tsx$/,
};

/**
 * Collects, once the client's module graph is complete, every module the root route and the
 * visitors' layout import statically (directly or through others): the page frame. The signed-in
 * frame stays with the app layout's chunk (unless the root's error screen draws it too). Then, for
 * every other module a hot route imports statically, which hot routes do: its chunk is named after
 * them (`page-browse-recipe`), so `/browse` loads the code it shares with the recipe page in one
 * file and nothing only `/` uses. Other routes that use such a module load its chunk too.
 */
export function pageFrame(): Plugin {
  return {
    name: "simmer:page-frame",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Every module `from` imports statically (directly or through others), leaving out those
      // also imported on demand (they are loaded when they are needed).
      const reached = (from: string[]) => {
        const found = new Set<string>();
        const queue = from.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (found.has(id)) continue;
          if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      pageFrameModules.clear();
      for (const id of reached(ids.filter((id) => FRAME_ROUTES.test(id)))) pageFrameModules.add(id);
      const pagesOf = new Map<string, string[]>();
      for (const [page, route] of Object.entries(HOT_ROUTES)) {
        for (const id of reached(ids.filter((id) => route.test(id)))) {
          if (pageFrameModules.has(id) || Object.values(HOT_ROUTES).some((r) => r.test(id))) continue;
          pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
        }
      }
      hotPageChunks.clear();
      for (const [id, pages] of pagesOf) hotPageChunks.set(id, `page-${pages.join("-")}`);
    },
  };
}
