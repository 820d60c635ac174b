/**
 * How the browser's code is cut into files (docs/decisions/037). Every page loads the framework
 * chunk, the page frame (what the root route draws) and its own route's code; a page's own chunks
 * carry only what that page uses. Two plugins for the client build make that possible:
 *
 * - `iconModules` gives each icon of `app/components/ui/icons.ts` its own module, so a page's chunk
 *   carries the icons it draws instead of one chunk with every icon (icons.ts stays the one list,
 *   decision 032).
 * - `pageFrame` finds what the root route needs (statically, from the module graph) so that it
 *   ships as one chunk, instead of being spread over a dozen tiny chunks shared by different sets
 *   of routes (each a request, and a round trip on a slow phone network).
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

/** The modules the root route needs before a page can draw (filled by `pageFrame` once the graph is known). */
export const pageFrameModules = new Set<string>();

/**
 * Collects, once the client's module graph is complete, every module the root route imports
 * statically (directly or through others): the page frame every page loads anyway. The root
 * route's own module and the framework's are left to their chunks.
 */
export function pageFrame(): Plugin {
  return {
    name: "simmer:page-frame",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      pageFrameModules.clear();
      const rootModule = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      if (!rootModule) return;
      const queue = [...(this.getModuleInfo(rootModule)?.importedIds ?? [])];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (pageFrameModules.has(id)) continue;
        pageFrameModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
