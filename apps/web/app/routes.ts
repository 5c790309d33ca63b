import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC §2. Layout routes: default (header, footer, floating menu, mobile bottom bar),
// divide (header + my-page or customer side menu, footer), no-footer (header only), blank
// (nothing). The maintenance page has no layout. Route checks (maintenance redirect, mobile
// login persistence, header data) run in root's loader.
export default [
  route("healthcheck", "routes/system/healthcheck.ts"),
  route("ready", "routes/system/ready.ts"),
  route("maintenance", "routes/system/maintenance.tsx"),

  layout("routes/layouts/blank-layout.tsx", [route("popup/:id?", "routes/popup/popup.tsx")]),

  layout("routes/layouts/default-layout.tsx", [
    index("routes/home/home.tsx"),
    route("company/about", "routes/company/about.tsx"),
    route("policy/terms", "routes/policy/terms.tsx"),
    route("policy/privacy", "routes/policy/privacy.tsx"),
  ]),

  layout("routes/layouts/divide-layout.tsx", [
    route("customer/notice", "routes/customer/notice-list.tsx", { id: "customer-notice-list" }),
    route("customer/notice/:id", "routes/customer/notice-detail.tsx", { id: "customer-notice-detail" }),
    route("customer/faq", "routes/customer/faq.tsx", { id: "customer-faq" }),
    route("notice", "routes/customer/notice-list.tsx", { id: "notice-list" }),
    route("faq", "routes/customer/faq.tsx", { id: "faq" }),
  ]),

  layout("routes/layouts/no-footer-layout.tsx", [route("*", "routes/system/not-found.tsx")]),
] satisfies RouteConfig;
