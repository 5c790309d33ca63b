import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * React, React DOM and React Router: ~105 KB gzip of every page's JavaScript, the same from one deploy to the next.
 * In a chunk of their own they stay cached when the shop's own code changes.
 */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * What every page loads: the UI kit, the browser-side helpers, the global styles, the header, footer and menus, and the
 * item card. Left to the default splitting these became ~20 small JS files and ~8 CSS files per page, and on a slow
 * mobile connection each costs a round trip before the first paint (Lighthouse's render-blocking CSS); one shell chunk
 * (with one CSS file) is fetched once and cached for every later page. Route code stays split per route.
 */
const SHELL_MODULES = /[\\/]app[\\/](components|lib|styles|features[\\/]layout)[\\/]/;
/**
 * Kit parts only the checkout and address-book pages use, kept out of the shell: the address picker pulls the shipping
 * contract and with it zod (~25 KB gzip), which every other page (the item page's budget, docs/decisions/026) would
 * otherwise load for nothing.
 */
const PAGE_ONLY_MODULES = /[\\/]app[\\/]components[\\/]address[\\/]/;
/**
 * The back office's kit (issue 14): loaded by /admin pages only, never by a shop page (the item page's budget; e2e
 * specs/admin.spec.ts checks it), so it is left to the admin routes' own chunks.
 */
const BACK_OFFICE_MODULES = /[\\/]app[\\/](components[\\/]admin[\\/]|lib[\\/]admin-)/;

export default defineConfig({
  plugins: [reactRouter()],
  css: { modules: { localsConvention: "camelCaseOnly" } },
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK_MODULES, priority: 1 },
            {
              name: "shell",
              test: (id: string) =>
                SHELL_MODULES.test(id) && !PAGE_ONLY_MODULES.test(id) && !BACK_OFFICE_MODULES.test(id),
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
