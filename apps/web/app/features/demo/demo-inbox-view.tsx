import { Form, Link } from "react-router";
import { DEMO_INBOX_PATH } from "../../lib/demo-mode";
import styles from "./demo-inbox.module.css";
import { type DemoInbox, PHONE_FILTER_MAX_LENGTH } from "./inbox-message";
import { InboxMessageCard } from "./inbox-message-card";
import { useAutoRevalidate } from "./use-auto-revalidate";

/** How often the open inbox asks for new messages (a code is valid for five minutes). */
export const INBOX_REFRESH_MS = 3_000;

/**
 * The demo inbox page (SMS sandbox): a filter by number that works as a plain GET form, a refresh link, and with
 * JavaScript a refresh every few seconds.
 */
export function DemoInboxView({ phone, messages, now }: DemoInbox) {
  const refreshing = useAutoRevalidate(INBOX_REFRESH_MS);
  const refreshHref = phone ? `${DEMO_INBOX_PATH}?${new URLSearchParams({ phone })}` : DEMO_INBOX_PATH;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>문자 수신함</h1>
      <p className={styles.lead}>
        데모 모드에서는 문자와 앱 푸시 알림이 실제로 발송되지 않고 이곳에 도착합니다. 회원가입이나 아이디·비밀번호
        찾기에서 받은 인증번호를 여기에서 확인해 입력하세요. 같은 번호로 여러 번 받았다면 가장 위의 최근 인증번호를
        입력하세요.
      </p>
      <Form method="get" className={styles.filter} role="search" aria-label="받는 번호로 찾기">
        <label htmlFor="demo-inbox-phone" className={styles.filterLabel}>
          휴대폰번호
        </label>
        <input
          id="demo-inbox-phone"
          className={styles.filterInput}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={PHONE_FILTER_MAX_LENGTH}
          placeholder="예: 01012345678"
          defaultValue={phone}
        />
        <button type="submit" className={styles.button}>
          조회
        </button>
      </Form>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          <span aria-live="polite">
            {phone ? `${phone} 번호로 받은 문자 ${messages.length}건` : `최근 문자 ${messages.length}건`}
          </span>
          {phone && (
            <Link to={DEMO_INBOX_PATH} className={styles.allLink}>
              전체 보기
            </Link>
          )}
        </p>
        <p className={styles.refresh}>
          {refreshing && <span>3초마다 자동으로 새로 고칩니다</span>}
          <Link to={refreshHref} className={styles.refreshLink}>
            새로고침
          </Link>
        </p>
      </div>
      {messages.length === 0 ? (
        <p className={styles.empty}>
          {phone
            ? "이 번호로 받은 문자가 없습니다. 인증번호 받기를 누른 뒤 잠시 기다려 주세요."
            : "아직 받은 문자가 없습니다. 회원가입 화면에서 인증번호 받기를 눌러 보세요."}
        </p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            // The outbox answers no id: one number gets one text per millisecond at most.
            <InboxMessageCard
              key={`${message.createdAt} ${message.recipient} ${message.text}`}
              message={message}
              now={now}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
