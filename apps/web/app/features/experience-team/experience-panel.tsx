import type { ExperienceApplication, ExperienceTeam } from "@shop/contracts/experience-team";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { Modal } from "../../components/ui/modal";
import styles from "./experience-team.module.css";
import type { ExperienceActionData, ExperiencePanelTeam } from "./experience-team.server";

/** Where a team's apply, edit and cancel are posted (routes/experience-team/apply.ts). */
export const experienceApplyPath = (teamId: number) => `/experience-team/${teamId}/apply`;
export const MY_EXPERIENCE_HREF = "/mypage/experience-team";

interface PanelProps {
  teams: readonly ExperiencePanelTeam[];
  itemUserCode: string;
  loggedIn: boolean;
}

/** The item page's 체험단 모집 panel: each recruiting team with its dates and, for a member, apply / edit / cancel. */
export function ExperiencePanel({ teams, itemUserCode, loggedIn }: PanelProps) {
  if (teams.length === 0) return null;
  const here = `/items/${encodeURIComponent(itemUserCode)}`;
  return (
    <section className={styles.panel} aria-label="체험단 모집">
      {teams.map(({ team, mine }) => (
        <TeamBlock key={team.teamId} team={team} mine={mine} here={here} loggedIn={loggedIn} />
      ))}
    </section>
  );
}

function TeamBlock({
  team,
  mine,
  here,
  loggedIn,
}: {
  team: ExperienceTeam;
  mine: ExperiencePanelTeam["mine"];
  here: string;
  loggedIn: boolean;
}) {
  const [dialog, setDialog] = useState<"apply" | "edit" | null>(null);
  const application = mine?.application ?? null;
  return (
    <article className={styles.team}>
      <div className={styles.panelHead}>
        <span className={styles.panelLabel}>체험단 모집</span>
        <span className={styles.badge}>{team.phaseLabel}</span>
        {team.daysLeft > 0 ? <span className={styles.dday}>마감 D-{team.daysLeft}</span> : null}
      </div>
      <h3 className={styles.title}>{team.title}</h3>
      <dl className={styles.facts}>
        <dt>모집 기간</dt>
        <dd>{team.recruitPeriod}</dd>
        <dt>모집 인원</dt>
        <dd>
          {team.capacity}명 (현재 {team.applicantCount}명 신청)
        </dd>
        <dt>당첨자 발표</dt>
        <dd>{team.announceDate}</dd>
        <dt>리뷰 작성 기간</dt>
        <dd>{team.reviewPeriod}</dd>
      </dl>
      <ul className={styles.description}>
        {team.description
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
      <div className={styles.actions}>
        {!loggedIn ? (
          <Link
            className={`${styles.primary} ${styles.wide}`}
            to={`/user/login?${new URLSearchParams({ target: here })}`}
          >
            로그인하고 체험단 신청하기
          </Link>
        ) : application ? (
          <>
            <span className={styles.status}>{application.statusLabel} · 발표일에 결과를 알려 드립니다.</span>
            {application.changeable ? (
              <>
                <button type="button" className={styles.secondary} onClick={() => setDialog("edit")}>
                  신청 내용 수정
                </button>
                <CancelButton teamId={team.teamId} applicationId={application.applicationId} here={here} />
              </>
            ) : null}
          </>
        ) : (
          <button
            type="button"
            className={`${styles.primary} ${styles.wide}`}
            disabled={!mine?.canApply}
            onClick={() => setDialog("apply")}
          >
            {mine?.canApply ? "체험단 신청하기" : (mine?.applyMessage ?? "신청할 수 없습니다.")}
          </button>
        )}
      </div>
      {dialog ? (
        <ApplyDialog
          team={team}
          application={dialog === "edit" ? application : null}
          memberPhone={mine?.memberPhone ?? ""}
          here={here}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}

function CancelButton({ teamId, applicationId, here }: { teamId: number; applicationId: number; here: string }) {
  const fetcher = useFetcher<ExperienceActionData>();
  return (
    <fetcher.Form
      method="post"
      action={experienceApplyPath(teamId)}
      onSubmit={(event) => {
        if (!window.confirm("체험단 신청을 취소하시겠습니까?")) event.preventDefault();
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="returnTo" value={here} />
      <button type="submit" className={styles.secondary} disabled={fetcher.state !== "idle"}>
        신청 취소
      </button>
      {fetcher.data?.formError ? (
        <p className={styles.error} role="alert">
          {fetcher.data.formError}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function ApplyDialog({
  team,
  application,
  memberPhone,
  here,
  onClose,
}: {
  team: ExperienceTeam;
  application: ExperienceApplication | null;
  memberPhone: string;
  here: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ExperienceActionData>();
  const [sent, setSent] = useState(false);
  // A success redirects back here (the page reloads with the shop's alert): the dialog closes then.
  useEffect(() => {
    if (fetcher.state !== "idle") setSent(true);
    else if (sent && !fetcher.data) onClose();
  }, [fetcher.state, fetcher.data, sent, onClose]);
  const errors = fetcher.data?.fieldErrors ?? {};
  const formId = `experience-apply-${team.teamId}`;
  return (
    <Modal
      open
      title={application ? "체험단 신청 수정" : "체험단 신청"}
      onClose={onClose}
      footer={
        <button
          type="submit"
          form={formId}
          className={`${styles.primary} ${styles.wide}`}
          disabled={fetcher.state !== "idle"}
        >
          {application ? "수정하기" : "신청하기"}
        </button>
      }
    >
      <fetcher.Form id={formId} method="post" action={experienceApplyPath(team.teamId)} className={styles.form}>
        <CsrfField />
        <input type="hidden" name="intent" value={application ? "edit" : "apply"} />
        <input type="hidden" name="returnTo" value={here} />
        {application ? <input type="hidden" name="applicationId" value={application.applicationId} /> : null}
        <p className={styles.intro}>{team.title}</p>
        <label className={styles.field}>
          <span>
            신청 내용 <span className={styles.hint}>(10~500자)</span>
          </span>
          <textarea
            name="message"
            required
            minLength={10}
            maxLength={500}
            defaultValue={application?.message ?? ""}
            placeholder="체험하고 싶은 이유와 후기를 남길 방법을 적어 주세요."
          />
          {errors.message ? <p className={styles.error}>{errors.message}</p> : null}
        </label>
        <label className={styles.field}>
          <span>연락처</span>
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            defaultValue={application?.phone ?? memberPhone}
            placeholder="01012345678"
          />
          {errors.phone ? <p className={styles.error}>{errors.phone}</p> : null}
        </label>
        <label className={styles.field}>
          <span>
            SNS 주소 <span className={styles.hint}>(선택: 블로그, 인스타그램)</span>
          </span>
          <input name="snsUrl" type="url" defaultValue={application?.snsUrl ?? ""} placeholder="https://" />
          {errors.snsUrl ? <p className={styles.error}>{errors.snsUrl}</p> : null}
        </label>
        <p className={styles.hint}>
          입력하신 연락처는 체험단 선정 안내와 상품 발송에만 사용하며, 체험단 종료 후 파기합니다.
        </p>
        {fetcher.data?.formError ? (
          <p className={styles.error} role="alert">
            {fetcher.data.formError}
          </p>
        ) : null}
      </fetcher.Form>
    </Modal>
  );
}
