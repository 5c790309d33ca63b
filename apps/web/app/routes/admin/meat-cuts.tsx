import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-meat-cuts/meat-cut-admin.module.css";
import {
  type MeatCutActionAnswer,
  meatCutAdminAction,
} from "../../features/admin-meat-cuts/meat-cut-admin-action.server";
import { adminMeta } from "../../lib/admin-meta";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/meat-cuts";
import type { loader as layoutLoader } from "./admin-layout";

export const meta = () => adminMeta("부위 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { kinds: (await callApi(context, apiEndpoints.meatCuts, { request })).list };
}

export const action = ({ request, context }: Route.ActionArgs) => meatCutAdminAction(request, context);

function Answer({ answer, target }: { answer: MeatCutActionAnswer | undefined; target: string }) {
  if (answer?.target !== target) return null;
  if (answer.formError) {
    return (
      <p className={styles.formError} role="alert">
        {answer.formError}
      </p>
    );
  }
  return answer.notice ? (
    <p className={styles.notice} role="status">
      {answer.notice}
    </p>
  ) : null;
}

/**
 * Operators (content.write): each livestock kind's cut chart picture and its cuts' names, descriptions and order, as
 * the shop's 부위 안내 page (/display/meat-cuts) shows them. Every save is in the audit log.
 */
export default function AdminMeatCutsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const canWrite = layout?.staff.permissions.includes("content.write") ?? false;
  const answer = actionData as MeatCutActionAnswer | undefined;
  return (
    <>
      <AdminPageHeader
        title="부위 관리"
        description="축종별 부위 안내도와 부위 이름, 설명, 노출 순서를 고칩니다. 저장하면 쇼핑몰의 부위 안내에 바로 보입니다."
      />
      {!canWrite && <p className={styles.muted}>부위 정보는 운영자만 고칠 수 있습니다.</p>}
      {loaderData.kinds.map((kind) => (
        <section key={kind.livestock} className={own.kind} aria-labelledby={`kind-${kind.livestock}`}>
          <h2 id={`kind-${kind.livestock}`} className={own.kindTitle}>
            {kind.livestockName}
          </h2>
          <div className={own.chartRow}>
            {kind.chart ? (
              <img className={own.chart} src={kind.chart.url} alt={kind.chart.alt} width={640} height={380} />
            ) : (
              <p className={styles.muted}>부위 안내도가 없습니다.</p>
            )}
            {canWrite && (
              <Form method="post" encType="multipart/form-data" className={own.upload}>
                <input type="hidden" name="intent" value="chart" />
                <input type="hidden" name="livestock" value={kind.livestock} />
                <label>
                  <span>{kind.livestockName} 안내도 설명(대체 텍스트)</span>
                  <input
                    name="alt"
                    defaultValue={kind.chart?.alt ?? `${kind.livestockName} 부위 안내도`}
                    maxLength={200}
                    required
                  />
                </label>
                <label>
                  <span>{kind.livestockName} 안내도 이미지 (JPG, PNG, WebP, 5MB 이하)</span>
                  <input type="file" name="file" accept="image/jpeg,image/png,image/webp" required />
                </label>
                <button type="submit" className={styles.button} disabled={busy}>
                  안내도 올리기
                </button>
                <Answer answer={answer} target={`chart-${kind.livestock}`} />
              </Form>
            )}
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">코드</th>
                  <th scope="col">이름 · 설명 · 노출 순서</th>
                </tr>
              </thead>
              <tbody>
                {kind.cuts.map((cut) => (
                  <tr key={cut.id}>
                    <td className={styles.code}>{cut.code}</td>
                    <td>
                      {canWrite ? (
                        <Form method="post" className={own.cutForm}>
                          <input type="hidden" name="intent" value="cut" />
                          <input type="hidden" name="id" value={cut.id} />
                          <input
                            key={`${cut.id}-${cut.name}`}
                            name="name"
                            defaultValue={cut.name}
                            aria-label={`${cut.name} 이름`}
                            maxLength={20}
                            required
                          />
                          <input
                            key={`${cut.id}-${cut.description}`}
                            name="description"
                            defaultValue={cut.description}
                            aria-label={`${cut.name} 설명`}
                            maxLength={300}
                          />
                          <input
                            key={`${cut.id}-${cut.sortOrder}`}
                            name="sortOrder"
                            type="number"
                            min={0}
                            max={999}
                            defaultValue={cut.sortOrder}
                            aria-label={`${cut.name} 노출 순서`}
                          />
                          <button type="submit" className={styles.button} disabled={busy}>
                            저장
                          </button>
                          <Answer answer={answer} target={`cut-${cut.id}`} />
                        </Form>
                      ) : (
                        <>
                          <strong>{cut.name}</strong> — {cut.description}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
