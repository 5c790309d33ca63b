// Import boundaries (STYLE.md rule 1, docs/decisions/015-import-boundaries.md), checked by `npm run lint`.
// Each rule is proved to bite by scripts/boundaries.test.ts, which writes a probe file that breaks it.

/** Schema files of domains that own their tables outright: only the named module (and the db layer) imports them. */
const OWNED_SCHEMAS = {
  order: "order",
  "order-return": "order",
  "order-cash-receipt": "order",
  "guest-order-access": "order",
  cart: "cart",
  coupon: "coupon",
  designated: "designated",
  point: "point",
  "shipping-address": "shipping",
  "pg-sandbox": "pg-sandbox",
  "pg-sandbox-billing": "pg-sandbox",
  "pg-sandbox-receipt": "pg-sandbox",
  "pin-pay": "pin-pay",
  qna: "qna",
  "store-inquiry": "store-inquiry",
  "bulk-vbank": "bulk-vbank",
  cafe24: "cafe24",
  "cafe24-oauth": "cafe24",
  "open-market": "open-market",
  "experience-team": "experience-team",
  moderation: "moderation",
  "system-code": "system-code",
};

/**
 * Schema files from before module ownership: several modules of one area read these tables in their own queries.
 * Listed readers only; a new reader must go through the owning module's service instead. Shrink, never grow.
 */
const SHARED_SCHEMA_READERS = {
  account: ["account", "catalog", "dev", "event", "housekeeping", "item-inquiry", "review"],
  catalog: [
    "brand",
    "catalog",
    "designated",
    "dev",
    "display",
    "item-inquiry",
    "media",
    "review",
    "search",
    "seller",
    "seo-sitemap",
    "style-book",
    "wishlist",
  ],
  content: ["account", "display", "faq", "housekeeping", "notice", "policy", "search", "seo", "site"],
  display: ["brand", "designated", "dev", "display", "event", "seller", "seo-sitemap", "style-book"],
  review: ["review", "wishlist"],
};

/** Tests and tool configs may import their test runner. */
const TOOLING = "(\\.test\\.tsx?|/vitest\\.config\\.ts)$";
const MODULES = "^apps/api/src/modules/";
const SCHEMA = "^apps/api/src/db/schema/";

const schemaRules = [
  ...Object.entries(OWNED_SCHEMAS).map(([schema, owner]) => ({
    name: `api-schema-${schema}-owned`,
    comment: `The ${schema} tables belong to modules/${owner}: other modules call its service.`,
    severity: "error",
    from: { path: MODULES, pathNot: `${MODULES}${owner}/` },
    to: { path: `${SCHEMA}${schema}\\.ts$` },
  })),
  ...Object.entries(SHARED_SCHEMA_READERS).map(([schema, readers]) => ({
    name: `api-schema-${schema}-readers`,
    comment: `Only ${readers.join(", ")} read the ${schema} tables directly; anything else calls a service.`,
    severity: "error",
    from: { path: MODULES, pathNot: readers.map((reader) => `${MODULES}${reader}/`) },
    to: { path: `${SCHEMA}${schema}\\.ts$` },
  })),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment: "packages/core is pure rules: no other workspace, no Node built-ins, no I/O library (dates only).",
      severity: "error",
      from: { path: "^packages/core/", pathNot: TOOLING },
      to: {
        pathNot: ["^packages/core/", "^node_modules/(date-fns|@date-fns/tz)/"],
      },
    },
    {
      name: "contracts-only-core-and-zod",
      comment: "packages/contracts depends only on core and zod.",
      severity: "error",
      from: { path: "^packages/contracts/", pathNot: TOOLING },
      to: { pathNot: ["^packages/(core|contracts)/", "^node_modules/zod/"] },
    },
    {
      name: "web-never-imports-api",
      comment: "The web calls the API over HTTP (lib/api-client.server.ts); it never imports its code.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "web-never-touches-database",
      comment: "The web never touches the database: call the API.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^node_modules/(drizzle-orm|drizzle-kit|pg|pg-[a-z-]+|@electric-sql/[^/]+)/" },
    },
    {
      name: "api-module-through-service",
      comment: "An API module reaches another module only through that module's service (never its repository).",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, "\\.service\\.ts$"] },
    },
    ...schemaRules,
    {
      name: "web-feature-own-internals",
      comment: "A web feature folder imports only itself, components/ and lib/: shared pieces live there.",
      severity: "error",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
    {
      name: "web-shared-not-features",
      comment: "components/ and lib/ are shared: they never import a feature or a route.",
      severity: "error",
      from: { path: "^apps/web/app/(components|lib)/" },
      to: { path: "^apps/web/app/(features|routes)/" },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing dependency.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      // React Router generates ./+types/* for each route module (tsconfig rootDirs) at typecheck time.
      to: { couldNotResolve: true, pathNot: "/\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|dist|\\.react-router|\\.tmp|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
