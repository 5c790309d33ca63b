// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeClockAt } from "../../test/fake-clock";
import { EventCountdown } from "./event-countdown";

const clock = fakeClockAt("2026-11-15T12:00:00+09:00");
afterEach(cleanup);

describe("EventCountdown", () => {
  it("counts down from the page's clock and says when the event is over", async () => {
    render(<EventCountdown endAt="2026-11-17T15:04:05+09:00" renderedAt={clock.start.getTime()} />);
    expect(screen.getByRole("timer").textContent).toBe("2일 03:04:05");

    clock.advance(2 * 86_400_000);
    expect((await screen.findByText("03:04:05", undefined, { timeout: 2000 })).getAttribute("role")).toBe("timer");

    clock.advance(3 * 3_600_000 + 4 * 60_000 + 5_000);
    expect(await screen.findByText("종료되었습니다", undefined, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
  });
});
