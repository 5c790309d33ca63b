import type { AppLoadContext } from "react-router";

/** The page listing what the SMS sandbox "sent" (routes/demo/inbox.tsx). */
export const DEMO_INBOX_PATH = "/demo/inbox";

/** What pages know of demo mode: the API's sandboxed services; null in a live configuration. */
export interface DemoMode {
  sandboxes: string[];
}

/** Demo mode as the API decided it (the load context its storefront plugin builds), or null when live. */
export function demoModeOf(context: AppLoadContext): DemoMode | null {
  return context.demo ? { sandboxes: [...context.demo.sandboxes] } : null;
}

/** Whether the SMS sandbox's messages can be read (demo mode with the SMS sandbox in use). */
export function hasSmsInbox(demo: DemoMode | null): boolean {
  return demo?.sandboxes.includes("sms") ?? false;
}

/** The sandboxed services a shopper meets, in the order the bar names them. */
const SANDBOX_NAMES: ReadonlyArray<readonly [sandbox: string, name: string]> = [
  ["sms", "문자 인증"],
  ["payment", "결제"],
  ["socialLogin", "네이버/카카오 로그인"],
];

/** 은 after a final consonant, 는 after a vowel (the last Hangul syllable decides; anything else takes 는). */
function topicParticle(word: string): "은" | "는" {
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  return last >= 0 && last < 11172 && last % 28 !== 0 ? "은" : "는";
}

/** The demo bar's sentence after "데모 모드 · ", naming the services that answer from a sandbox. */
export function demoNotice(sandboxes: readonly string[]): string {
  const names = SANDBOX_NAMES.filter(([sandbox]) => sandboxes.includes(sandbox)).map(([, name]) => name);
  if (names.length === 0) return "공개된 데모 설정으로 운영 중이며 실제 고객을 위한 쇼핑몰이 아닙니다.";
  const list = names.join(", ");
  const all = names.length > 1 ? "모두 " : "";
  return `${list}${topicParticle(list)} ${all}테스트용이며 실제로 처리되지 않습니다.`;
}
