import { describe, expect, it } from "vitest";
import {
  FACEBOOK_SHARE_FAILED,
  facebookShareUrl,
  KAKAO_SHARE_FAILED,
  kakaoShareUrl,
  SHARE_WINDOW,
  shareWindowFeatures,
} from "./share";

describe("share", () => {
  it("keeps SPEC §8's failure texts and §9's window size", () => {
    expect(KAKAO_SHARE_FAILED).toBe("카카오 공유에 실패 했습니다");
    expect(FACEBOOK_SHARE_FAILED).toBe("페이스북 공유에 실패 했습니다");
    expect(SHARE_WINDOW).toEqual({ width: 626, height: 436 });
  });

  it("encodes the page address into the share pages", () => {
    const url = "https://shop.example.kr/items/G0000001?reviewPage=2&x=한우";
    expect(new URL(facebookShareUrl(url)).searchParams.get("u")).toBe(url);
    expect(facebookShareUrl(url)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2F/);
    expect(new URL(kakaoShareUrl(url)).searchParams.get("url")).toBe(url);
  });

  it.each([
    [{ width: 1280, height: 900 }, "width=626,height=436,left=327,top=232"],
    [{ width: 1920, height: 1080, left: 1920, top: 0 }, "width=626,height=436,left=2567,top=322"],
    [{ width: 400, height: 300 }, "width=626,height=436,left=0,top=0"],
  ])("centres the window on %o", (screen, expected) => {
    expect(shareWindowFeatures(screen).startsWith(expected)).toBe(true);
  });
});
