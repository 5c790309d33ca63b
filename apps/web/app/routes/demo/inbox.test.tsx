// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type AppLoadContext, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { fakeClockAt } from "../../test/fake-clock";
import DemoInboxPage, { loader } from "./inbox";

const clock = fakeClockAt("2026-11-15T15:00:00+09:00");
afterEach(cleanup);

const DEMO = { sandboxes: ["sms", "socialLogin", "payment"] };
const CODE_TEXT = "[농협몰] 인증번호는 [482913]입니다. 5분 이내에 입력해 주세요.";

function sms(recipient: string, text: string, secondsAgo: number) {
  return {
    channel: "sms",
    recipient,
    text,
    createdAt: new Date(clock.start.getTime() - secondsAgo * 1000).toISOString(),
  };
}

const outbox = (list: unknown[]): FakeRoutes => ({ "GET /api/dev/outbox": { body: { list } } });

function withMode(routes: FakeRoutes, demo: AppLoadContext["demo"]) {
  const api = fakeApi(routes);
  return { context: { ...api.context, demo }, calls: api.calls };
}

async function load(path: string, context: AppLoadContext) {
  const request = new Request(`http://shop.test${path}`);
  return loader({ request, url: new URL(request.url), pattern: "/demo/inbox", params: {}, context });
}

/** What the loader threw (the shop's 404 is a `data(null, { status: 404 })`). */
async function thrownStatus(run: Promise<unknown>): Promise<number | undefined> {
  try {
    await run;
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status;
  }
  throw new Error("the loader answered instead of throwing");
}

describe("demo inbox loader", () => {
  it("lists the SMS sandbox's newest messages in demo mode, with the clock it counts from", async () => {
    const messages = [sms("01012345678", CODE_TEXT, 12)];
    const { context, calls } = withMode(outbox(messages), DEMO);
    const inbox = await load("/demo/inbox", context);
    expect(inbox).toEqual({ phone: "", messages, now: clock.start.toISOString() });
    expect(calls).toEqual([{ method: "GET", path: "/api/dev/outbox?size=30", body: null }]);
  });

  it("asks for one number's messages, in digits, and keeps the filter as typed", async () => {
    const { context, calls } = withMode(outbox([]), DEMO);
    const inbox = await load("/demo/inbox?phone=010-1234-5678", context);
    expect(inbox.phone).toBe("010-1234-5678");
    expect(calls.map((call) => call.path)).toEqual(["/api/dev/outbox?recipient=01012345678&size=30"]);
  });

  it.each([
    ["a live configuration", null],
    ["a context the server said nothing about", undefined],
    ["demo mode without the SMS sandbox", { sandboxes: ["payment"] }],
  ])("is the shop's 404 in %s, without asking the API", async (_name, demo) => {
    const { context, calls } = withMode({}, demo);
    expect(await thrownStatus(load("/demo/inbox", context))).toBe(404);
    expect(calls).toEqual([]);
  });

  it("is a 404 when the API serves no outbox", async () => {
    const { context } = withMode(
      {
        "GET /api/dev/outbox": {
          status: 404,
          body: { status: 404, code: "NOT_FOUND", message: "", description: "", errors: [] },
        },
      },
      DEMO,
    );
    expect(await thrownStatus(load("/demo/inbox", context))).toBe(404);
  });
});

function NoFallback() {
  return null;
}

function renderInbox(routes: FakeRoutes, path = "/demo/inbox") {
  const { context, calls } = withMode(routes, DEMO);
  const Stub = createRoutesStub(
    [{ path: "/demo/inbox", Component: DemoInboxPage, loader, HydrateFallback: NoFallback }],
    context,
  );
  render(<Stub initialEntries={[path]} />);
  return { calls };
}

describe("demo inbox page", () => {
  it("shows each message newest first: the number as sent, the code large, the time in Korean", async () => {
    renderInbox(
      outbox([
        sms("01012345678", CODE_TEXT, 12),
        sms("01099998888", "[농협몰] 임시 비밀번호는 Qx7!mz2Lp9 입니다. 로그인 후 비밀번호를 변경해 주세요.", 180),
      ]),
    );
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText("01012345678")).toBeTruthy();
    expect(first.getByText("482913").tagName).toBe("STRONG");
    expect(first.getByText("인증번호")).toBeTruthy();
    expect(first.getByText("12초 전").getAttribute("datetime")).toBe("2026-11-15T05:59:48.000Z");
    expect(first.getByText(CODE_TEXT)).toBeTruthy();
    const second = within(items[1]!);
    expect(second.getByText("Qx7!mz2Lp9")).toBeTruthy();
    expect(second.getByText("3분 전").getAttribute("title")).toBe("11월 15일 오후 2:57:00");
    expect(screen.getByText("최근 문자 2건")).toBeTruthy();
  });

  it("filters by the number typed, with a link back to every number", async () => {
    const { calls } = renderInbox({
      "GET /api/dev/outbox": (call) => ({
        body: { list: call.path.includes("recipient=01055556666") ? [sms("01055556666", CODE_TEXT, 1)] : [] },
      }),
    });
    expect(
      await screen.findByText("아직 받은 문자가 없습니다. 회원가입 화면에서 인증번호 받기를 눌러 보세요."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("휴대폰번호"), { target: { value: "010-5555-6666" } });
    fireEvent.click(screen.getByRole("button", { name: "조회" }));
    expect(await screen.findByText("010-5555-6666 번호로 받은 문자 1건")).toBeTruthy();
    expect(screen.getByText("방금 전")).toBeTruthy();
    expect(screen.getByRole("link", { name: "전체 보기" }).getAttribute("href")).toBe("/demo/inbox");
    expect(screen.getByRole("link", { name: "새로고침" }).getAttribute("href")).toBe("/demo/inbox?phone=010-5555-6666");
    expect(calls.at(-1)?.path).toBe("/api/dev/outbox?recipient=01055556666&size=30");
  });

  it("shows a new message by itself within a few seconds", { timeout: 10_000 }, async () => {
    const list: unknown[] = [];
    renderInbox({ "GET /api/dev/outbox": () => ({ body: { list } }) });
    expect(await screen.findByText("3초마다 자동으로 새로 고칩니다")).toBeTruthy();
    list.push(sms("01012345678", CODE_TEXT, 0));
    expect(await screen.findByText("482913", {}, { timeout: 5_000 })).toBeTruthy();
  });
});
