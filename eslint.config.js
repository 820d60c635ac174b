import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverImports = {
  group: ["~/server/*", "~/server/**", "**/server/**", "*.server", "**/*.server"],
  message: "Client and domain code must not import server-only modules (app/server, *.server.ts).",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
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
    },
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
    // Code that ships to the browser.
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverImports] }] },
  },
);
