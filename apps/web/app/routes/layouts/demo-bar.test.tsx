// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { type AppLoadContext, createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { ToastProvider } from "../../components/ui/toast";
import { demoModeOf } from "../../lib/demo-mode";
import { fakeApi } from "../../test/fake-api";
import BlankLayout from "./blank-layout";
import DefaultLayout from "./default-layout";
import DivideLayout from "./divide-layout";
import NoFooterLayout from "./no-footer-layout";

afterEach(cleanup);

const NOTICE = "데모 모드 · 문자 인증, 결제, 네이버/카카오 로그인은 모두 테스트용이며 실제로 처리되지 않습니다.";

function NoFallback() {
  return null;
}

/** What root.tsx's App puts around every layout. */
function App() {
  return (
    <AlertProvider>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </AlertProvider>
  );
}

function Page() {
  return <p>본문</p>;
}

/**
 * A layout under a root whose loader hands the chrome what root.tsx does for an anonymous shopper, with `demo` taken
 * from the load context as root.tsx takes it.
 */
function renderLayout(Layout: ComponentType, demo: AppLoadContext["demo"]) {
  const { context } = fakeApi({});
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        Component: App,
        HydrateFallback: NoFallback,
        loader: ({ context }) => ({
          seo: null,
          chrome: null,
          shopper: { loggedIn: false, loginType: null, isApp: false },
          csrf: "csrf-for-tests",
          flash: null,
          stripeBannerClosed: true,
          demo: demoModeOf(context),
        }),
        children: [{ Component: Layout, children: [{ index: true, Component: Page }] }],
      },
    ],
    { ...context, demo },
  );
  render(<Stub initialEntries={["/"]} />);
}

const DEMO = { sandboxes: ["sms", "socialLogin", "payment"] };

describe("the demo bar", () => {
  it.each([
    ["default", DefaultLayout],
    ["divide", DivideLayout],
    ["no-footer", NoFooterLayout],
  ])("sits above the header of the %s layout in demo mode, with the SMS inbox link", async (_name, Layout) => {
    renderLayout(Layout, DEMO);
    const bar = await screen.findByRole("complementary", { name: "데모 모드 안내" });
    expect(bar.textContent).toBe(`${NOTICE}문자 수신함`);
    expect(within(bar).getByRole("link", { name: "문자 수신함" }).getAttribute("href")).toBe("/demo/inbox");
    // Before the header in the document: the first thing a shopper sees.
    const header = screen.getByRole("banner");
    expect(bar.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("names only the sandboxes in use, and leaves the inbox link out without the SMS sandbox", async () => {
    renderLayout(DefaultLayout, { sandboxes: ["payment"] });
    const bar = await screen.findByRole("complementary", { name: "데모 모드 안내" });
    expect(bar.textContent).toBe("데모 모드 · 결제는 테스트용이며 실제로 처리되지 않습니다.");
    expect(within(bar).queryByRole("link")).toBeNull();
  });

  it.each([
    ["a live configuration", null],
    ["a context the server said nothing about", undefined],
  ])("is absent in %s", async (_name, demo) => {
    renderLayout(DefaultLayout, demo);
    await screen.findByRole("banner");
    expect(screen.queryByRole("complementary", { name: "데모 모드 안내" })).toBeNull();
    expect(screen.queryByText(/데모 모드/)).toBeNull();
  });

  it("is absent from the blank layout (popups, app screens) even in demo mode", async () => {
    renderLayout(BlankLayout, DEMO);
    await screen.findByText("본문");
    expect(screen.queryByRole("complementary", { name: "데모 모드 안내" })).toBeNull();
  });
});
