import type { ReportInit, ReportTarget } from "@shop/contracts/moderation";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useRootData } from "../../lib/use-root-data";
import { useAlert } from "../ui/alert-modal";
import { Modal } from "../ui/modal";
import styles from "./content-menu.module.css";
import { MODERATION_ROUTE, type ModerationAnswer } from "./moderation-answer";

interface ContentMenuProps extends ReportTarget {
  /** The author's masked name as the list shows it ("김**"). */
  authorName: string;
  /** What the content is called in the menu's label: 리뷰, 댓글, 체험단 리뷰. */
  noun: string;
  /**
   * Called once a block went through, for a page that loads its lists again itself (the item page, whose loaders do
   * not run again after a report or block); without it the page's loaders run again as after any post.
   */
  onBlocked?: () => void;
}

/**
 * ⋯ on a member's review or reply: 신고하기 (the reasons of report/init, 기타 with words) and 차단하기 (after a confirm; the
 * page's lists load again without the author). A guest's press goes to the login page the shop's usual way (SPEC §8).
 */
export function ContentMenu({ targetType, targetId, authorName, noun, onBlocked }: ContentMenuProps) {
  const { csrf, shopper } = useRootData();
  const { pathname, search } = useLocation();
  const { alert, confirm } = useAlert();
  const action = useFetcher<ModerationAnswer>({ key: `moderation-${targetType}-${targetId}` });
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  const post = useCallback(
    (fields: Record<string, string>) => {
      const body: Record<string, string> = {
        ...fields,
        targetType,
        targetId: String(targetId),
        target: `${pathname}${search}`,
      };
      if (csrf) body.csrf = csrf;
      void action.submit(body, { method: "post", action: MODERATION_ROUTE });
    },
    [action, csrf, pathname, search, targetId, targetType],
  );

  // Each answer's message once; a sent report closes its dialog. Shown as soon as the answer is in, while the page's
  // lists load again: a block takes this very review out of the list, and this menu with it.
  const shown = useRef<ModerationAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = action.data;
    if (action.state === "submitting" || !answer || shown.current === answer) return;
    shown.current = answer;
    if (answer.done && answer.intent === "report") setReporting(false);
    if (answer.done && answer.intent === "block") onBlocked?.();
    if (answer.alert) void alert(answer.alert);
  }, [action.state, action.data, alert, onBlocked]);

  // A press outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const choose = async (intent: "report" | "block") => {
    setOpen(false);
    if (!shopper.loggedIn) return post({ intent });
    if (intent === "report") return setReporting(true);
    const ok = await confirm(`${authorName}님을 차단하시겠습니까?\n차단하면 이 회원의 리뷰와 댓글이 보이지 않습니다.`, {
      title: "차단하기",
      okLabel: "차단",
    });
    if (ok) post({ intent: "block" });
  };

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={`${authorName}님의 ${noun} 신고·차단`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="19" cy="12" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <button type="button" className={styles.item} onClick={() => void choose("report")}>
            신고하기
          </button>
          <button type="button" className={styles.item} onClick={() => void choose("block")}>
            차단하기
          </button>
        </div>
      ) : null}
      {reporting ? (
        <ReportDialog
          noun={noun}
          busy={action.state !== "idle"}
          onClose={() => setReporting(false)}
          onSend={(reasonCode, reasonText) => post({ intent: "report", reasonCode, reasonText })}
        />
      ) : null}
    </div>
  );
}

interface ReportDialogProps {
  noun: string;
  busy: boolean;
  onClose: () => void;
  onSend: (reasonCode: string, reasonText: string) => void;
}

/** The report dialog: one reason of report/init, the words (required for 기타, at most 300 characters). */
function ReportDialog({ noun, busy, onClose, onSend }: ReportDialogProps) {
  const reasons = useFetcher<ReportInit>({ key: "report-reasons" });
  const { alert } = useAlert();
  const [reasonCode, setReasonCode] = useState("");
  const [text, setText] = useState("");
  const textId = useId();

  useEffect(() => {
    if (reasons.state === "idle" && !reasons.data) void reasons.load(MODERATION_ROUTE);
  }, [reasons]);

  const init = reasons.data;
  const chosen = init?.reasons.find((reason) => reason.code === reasonCode);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return void alert("신고 사유를 선택해 주세요.");
    if (chosen.textRequired && text.trim() === "") return void alert("기타 사유를 입력해 주세요.");
    onSend(reasonCode, text);
  };

  return (
    <Modal
      open
      title={`${noun} 신고하기`}
      size="sm"
      onClose={onClose}
      footer={
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            취소
          </button>
          <button type="submit" form={`${textId}-form`} className={styles.ok} disabled={busy || !init}>
            신고하기
          </button>
        </div>
      }
    >
      <form id={`${textId}-form`} className={styles.form} onSubmit={onSubmit}>
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>신고 사유를 선택해 주세요.</legend>
          {init ? (
            init.reasons.map((reason) => (
              <label key={reason.code} className={styles.reason}>
                <input
                  type="radio"
                  name="reasonCode"
                  value={reason.code}
                  checked={reasonCode === reason.code}
                  onChange={() => setReasonCode(reason.code)}
                />
                {reason.label}
              </label>
            ))
          ) : (
            <p className={styles.loading}>신고 사유를 불러오는 중입니다.</p>
          )}
        </fieldset>
        <label htmlFor={textId} className={styles.legend}>
          신고 내용{chosen?.textRequired ? " (필수)" : " (선택)"}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          rows={3}
          maxLength={init?.textMaxLength ?? 300}
          value={text}
          placeholder="신고 내용을 입력해 주세요."
          onChange={(event) => setText(event.target.value)}
        />
        <p className={styles.note}>허위 신고는 서비스 이용이 제한될 수 있습니다.</p>
      </form>
    </Modal>
  );
}
