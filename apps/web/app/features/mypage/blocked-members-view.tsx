import type { BlockList } from "@shop/contracts/moderation";
import { koreaDate } from "@shop/core/format/korea-date";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { MODERATION_ROUTE, type ModerationAnswer } from "../../components/moderation/moderation-answer";
import { useAlert } from "../../components/ui/alert-modal";
import styles from "./blocked-members.module.css";

/** The member's blocked authors with 차단 해제 each; the list loads again after one is unblocked. */
export function BlockedMembersView({ blocks }: { blocks: BlockList }) {
  if (blocks.list.length === 0) {
    return <p className={styles.empty}>차단한 회원이 없습니다.</p>;
  }
  return (
    <ul className={styles.list} aria-label="차단한 회원 목록">
      {blocks.list.map((block) => (
        <BlockedRow key={block.blockId} {...block} />
      ))}
    </ul>
  );
}

function BlockedRow({ blockId, authorName, blockedAt }: BlockList["list"][number]) {
  const fetcher = useFetcher<ModerationAnswer>();
  const { alert, confirm } = useAlert();
  const shown = useRef<ModerationAnswer | undefined>(undefined);
  // Shown as soon as the answer is in: the list then loads again without this row.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state === "submitting" || !answer || shown.current === answer) return;
    shown.current = answer;
    if (answer.alert) void alert(answer.alert);
  }, [fetcher.state, fetcher.data, alert]);

  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <strong className={styles.name}>{authorName}</strong>
        <span className={styles.date}>{koreaDate(blockedAt)} 차단</span>
      </div>
      <fetcher.Form
        method="post"
        action={MODERATION_ROUTE}
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (await confirm(`${authorName}님의 차단을 해제하시겠습니까?`, { okLabel: "해제" })) {
            void fetcher.submit(form);
          }
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="blockId" value={blockId} />
        <button type="submit" className={styles.unblock} disabled={fetcher.state !== "idle"}>
          차단 해제
        </button>
      </fetcher.Form>
    </li>
  );
}
