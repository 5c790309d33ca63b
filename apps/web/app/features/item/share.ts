// Sharing an item without the Kakao or Facebook SDKs (no external script loads here): the share pages open in a
// window of SPEC §9's size, and on phones the system share sheet (which lists KakaoTalk) comes first for Kakao.

/** SPEC §8 share failures, word for word. */
export const KAKAO_SHARE_FAILED = "카카오 공유에 실패 했습니다";
export const FACEBOOK_SHARE_FAILED = "페이스북 공유에 실패 했습니다";
/** SPEC §5 copy success. */
export const COPY_DONE = "복사 되었습니다.";
export const COPY_FAILED = "복사에 실패했습니다. 주소를 직접 복사해 주세요.";

/** SPEC §9: the share window is 626 × 436. */
export const SHARE_WINDOW = { width: 626, height: 436 } as const;

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: pageUrl }).toString()}`;
}

/** Kakao's link share page that works without the SDK (KakaoStory's sharer takes a plain URL). */
export function kakaoShareUrl(pageUrl: string): string {
  return `https://story.kakao.com/share?${new URLSearchParams({ url: pageUrl }).toString()}`;
}

/** window.open features of the share window, centred on the screen the shopper looks at. */
export function shareWindowFeatures(screen: { width: number; height: number; left?: number; top?: number }): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - SHARE_WINDOW.height) / 2));
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** Opens a share page in the share window; false when the browser blocked it. */
export function openShareWindow(url: string): boolean {
  const opened = window.open(url, "shareWindow", shareWindowFeatures(window.screen));
  if (!opened) return false;
  // The share page must not be able to steer this page (reverse tabnabbing).
  opened.opener = null;
  return true;
}

export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/**
 * Kakao: the system share sheet where there is one (phones; KakaoTalk is listed there), else Kakao's share page.
 * Resolves false when sharing failed; a shopper closing the share sheet is not a failure.
 */
export async function shareToKakao(target: ShareTarget): Promise<boolean> {
  if (typeof navigator.share === "function" && (navigator.canShare?.(target) ?? true)) {
    try {
      await navigator.share(target);
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return true;
      console.warn("[web] the share sheet failed; trying Kakao's share page", error);
    }
  }
  return openShareWindow(kakaoShareUrl(target.url));
}

/** Facebook: the sharer page in the share window. */
export function shareToFacebook(pageUrl: string): boolean {
  return openShareWindow(facebookShareUrl(pageUrl));
}

/** Copies text with the Clipboard API, or the selection fallback where that API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn("[web] clipboard write refused; using the selection fallback", error);
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch (error) {
    console.warn("[web] copy failed", error);
    return false;
  } finally {
    area.remove();
  }
}
