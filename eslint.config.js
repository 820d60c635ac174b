import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverImports = {
  group: ["~/server/*", "~/server/**", "**/server/**", "*.server", "**/*.server"],
  message: "Client and domain code must not import server-only modules (app/server, *.server.ts).",
};

/** Routes reach the database only through app/server/services. */
const databaseImports = {
  group: ["drizzle-orm", "drizzle-orm/*", "~/server/db/schema", "**/db/schema"],
  message: "Routes reach the database through a service in app/server/services, never through Drizzle or the schema.",
};

/** Shared UI lives in app/components; a feature never reaches into another feature (routes compose them). */
const featureImports = (own) => ({
  group: ["~/features/*", "~/features/**", ...(own ? [`!~/features/${own}`, `!~/features/${own}/**`] : [])],
  message: own
    ? "Features do not import each other: move what two features share to app/components, or compose them in the route."
    : "app/components is the shared layer below the features: it never imports a feature.",
});

/** Icons come from app/components/ui/icons.ts: pre-built SVG strings (Lucide's drawings, cheaper to render). */
const iconImports = {
  group: ["lucide-react"],
  message: "Import icons from ~/components/ui/icons (the same Lucide drawings, rendered as pre-built SVG).",
};
const ICON_MODULES = ["app/components/ui/icon.tsx", "app/components/ui/icons.ts", "app/components/ui/icon.test.tsx"];

const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "tests/support/api-types.generated.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Components that render one native <input> count as the control a wrapping <label> names.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["PlannedServingsInput"], depth: 3 }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [iconImports] }] },
  },
  {
    // Pure rules: no UI, no server, no I/O.
    files: ["app/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverImports,
            {
              group: ["react", "react-*", "react-router", "~/components/*", "~/features/*", "node:*"],
              message: "app/domain is pure TypeScript: no UI, no I/O.",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared UI: no server code, no feature.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverImports, featureImports(null), iconImports] }] },
  },
  {
    // The icon set itself wraps Lucide.
    files: ICON_MODULES,
    rules: { "no-restricted-imports": ["error", { patterns: [serverImports, featureImports(null)] }] },
  },
  // Per feature folder: no server code, no other feature (through the ~/features alias or a relative
  // path that climbs out of the folder).
  ...FEATURES.flatMap((feature) =>
    [
      [`app/features/${feature}/*.{ts,tsx}`, "^\\.\\./"],
      [`app/features/${feature}/*/**/*.{ts,tsx}`, "^\\.\\./\\.\\./"],
    ].map(([files, climbsOut]) => ({
      files: [files],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              serverImports,
              featureImports(feature),
              iconImports,
              { regex: climbsOut, message: featureImports(feature).message },
            ],
          },
        ],
      },
    })),
  ),
  {
    // Route modules: loader/action/component; data comes from services.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [databaseImports, iconImports] }] },
  },
);
