import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC §2. Layout routes: default (header, footer, floating menu, mobile bottom bar),
// divide (header + my-page or customer side menu, footer), no-footer (header only), blank
// (nothing). The maintenance page has no layout. Route checks (maintenance redirect, mobile
// login persistence, header data) run in root's loader.
export default [
  route("healthcheck", "routes/system/healthcheck.ts"),
  route("ready", "routes/system/ready.ts"),
  route("maintenance", "routes/system/maintenance.tsx"),
  route("user/logout", "routes/user/logout.ts"),

  layout("routes/layouts/blank-layout.tsx", [route("popup/:id?", "routes/popup/popup.tsx")]),

  layout("routes/layouts/default-layout.tsx", [
    index("routes/home/home.tsx"),
    route("company/about", "routes/company/about.tsx"),
    route("policy/terms", "routes/policy/terms.tsx"),
    route("policy/privacy", "routes/policy/privacy.tsx"),

    // Account (SPEC §2). Anonymous-only pages (SPEC §6) send a logged-in shopper home from their loaders.
    route("user/login", "routes/user/login.tsx"),
    route("user/join", "routes/user/join.tsx"),
    route("user/join-complete", "routes/user/join-complete.tsx"),
    route("user/find-idpw", "routes/user/find-idpw.tsx"),
    route("user/sleep-user", "routes/user/sleep-user.tsx"),
    route("user/expired-password", "routes/user/expired-password.tsx"),
    route("user/change-password", "routes/user/change-password.tsx"),
    route("user/sns-join", "routes/user/sns-join.tsx"),
    route("user/sns/naver-callback", "routes/user/sns-callback.tsx", { id: "user-sns-naver-callback" }),
    route("user/sns/kakao-callback", "routes/user/sns-callback.tsx", { id: "user-sns-kakao-callback" }),
    route("user/transfer-join", "routes/user/transfer-join.tsx"),
    route("user/transfer-complete", "routes/user/transfer-complete.tsx"),
  ]),

  layout("routes/layouts/divide-layout.tsx", [
    route("customer/notice", "routes/customer/notice-list.tsx", { id: "customer-notice-list" }),
    route("customer/notice/:id", "routes/customer/notice-detail.tsx", { id: "customer-notice-detail" }),
    route("customer/faq", "routes/customer/faq.tsx", { id: "customer-faq" }),
    route("notice", "routes/customer/notice-list.tsx", { id: "notice-list" }),
    route("faq", "routes/customer/faq.tsx", { id: "faq" }),

    route("mypage/modify", "routes/mypage/modify.tsx"),
    route("mypage/change-password", "routes/mypage/change-password.tsx"),
    route("user/secede", "routes/user/secede.tsx"),
  ]),

  layout("routes/layouts/no-footer-layout.tsx", [route("*", "routes/system/not-found.tsx")]),
] satisfies RouteConfig;
