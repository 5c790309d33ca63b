import { ADMIN_ROULETTE_KIND_LABELS, ADMIN_ROULETTE_STATUS_LABELS } from "@shop/contracts/admin-roulette";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { ListTable } from "../../components/admin/admin-list";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-roulette/admin-roulette.module.css";
import { refusalOf, rouletteIdOf } from "../../features/admin-roulette/admin-roulette.server";
import { type CouponChoice, RouletteForm } from "../../features/admin-roulette/roulette-form";
import {
  newRouletteValues,
  postedRouletteValues,
  rouletteBodyOf,
  savedRouletteValues,
} from "../../features/admin-roulette/roulette-form-values";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/roulettes-detail";

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id === "new" ? "룰렛 만들기" : `룰렛 이벤트 ${params.id}`);

const pathOf = (id: number) => `/admin/roulettes/${id}`;

/** The coupons a prize can give: open ones, the newest first (a saved prize's closed coupon still shows by number). */
async function couponChoices(context: Route.LoaderArgs["context"], request: Request): Promise<CouponChoice[]> {
  const { list } = await callAdminApi(context, request, apiEndpoints.adminCoupons, {
    query: { page: 1, size: 100, status: "active" },
  });
  return list.map((coupon) => ({ id: coupon.id, name: coupon.name, benefit: coupon.benefit }));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = rouletteIdOf(params.id);
  const coupons = await couponChoices(context, request);
  if (id === null) return { roulette: null, values: newRouletteValues(), coupons, spins: null };
  const spinPage = Number(new URL(request.url).searchParams.get("page")) || 1;
  try {
    const [{ roulette }, spins] = await Promise.all([
      callAdminApi(context, request, apiEndpoints.adminRoulette, { params: { id } }),
      callAdminApi(context, request, apiEndpoints.adminRouletteSpins, {
        params: { id },
        query: { page: spinPage, size: 20 },
      }),
    ]);
    return { roulette, values: savedRouletteValues(roulette), coupons, spins };
  } catch (error) {
    const refusal = refusalOf(error);
    throw data(refusal.formError, { status: refusal.status });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = rouletteIdOf(params.id);
  const form = await readAdminForm(request);
  if (id !== null && form.get("intent") === "end") {
    try {
      await callAdminApi(context, request, apiEndpoints.adminEndRoulette, { params: { id } });
      return redirect(`${pathOf(id)}?done=ended`);
    } catch (error) {
      const refusal = refusalOf(error);
      return data({ ...refusal, values: null }, { status: refusal.status });
    }
  }
  const values = postedRouletteValues(form);
  const body = rouletteBodyOf(values);
  try {
    const saved =
      id === null
        ? await callAdminApi(context, request, apiEndpoints.adminCreateRoulette, { body })
        : await callAdminApi(context, request, apiEndpoints.adminUpdateRoulette, { params: { id }, body });
    return redirect(`${pathOf(saved.roulette.id)}?done=${id === null ? "created" : "saved"}`);
  } catch (error) {
    const refusal = refusalOf(error);
    return data({ ...refusal, values }, { status: refusal.status });
  }
}

const DONE_TEXT: Record<string, string> = {
  created: "룰렛 이벤트를 만들었습니다. 쇼핑몰의 룰렛 화면에서 확인해 보세요.",
  saved: "저장했습니다. 다음 참여부터 바뀐 확률과 수량이 적용됩니다.",
  ended: "룰렛 이벤트를 종료했습니다.",
};

function EndButton({ busy }: { busy: boolean }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm("룰렛 이벤트를 지금 종료할까요? 이후에는 아무도 돌릴 수 없습니다.")) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="end" />
      <button type="submit" className={table.button} disabled={busy}>
        지금 종료
      </button>
    </Form>
  );
}

/** Operators: a roulette event's form (new or saved); a saved one also shows 지금 종료 while it runs and its spins. */
export default function AdminRoulettePage({ loaderData, actionData }: Route.ComponentProps) {
  const { roulette, coupons, spins } = loaderData;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const values = actionData?.values ?? loaderData.values;
  const done = DONE_TEXT[params.get("done") ?? ""];
  return (
    <>
      <Link className={adminDetail.back} to="/admin/roulettes">
        ← 룰렛 이벤트 목록
      </Link>
      <AdminPageHeader
        title={roulette ? roulette.title : "룰렛 만들기"}
        description="경품은 룰렛 위에서부터 시계 방향으로 놓입니다. 진행 중에 바꾼 확률과 수량은 다음 참여부터 적용됩니다."
      />
      {roulette && (
        <div className={own.headerActions}>
          <span className={table.badge}>{ADMIN_ROULETTE_STATUS_LABELS[roulette.status]}</span>
          <a className={table.button} href={`/roulette/${roulette.id}`} target="_blank" rel="noreferrer">
            쇼핑몰에서 보기
          </a>
          {roulette.status === "active" && <EndButton busy={busy} />}
        </div>
      )}
      {done && !actionData?.formError && (
        <p className={table.notice} role="status">
          {done}
        </p>
      )}
      {actionData?.formError && (
        <p className={table.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      <RouletteForm
        key={JSON.stringify(values)}
        title={roulette ? `룰렛 수정 (${roulette.id})` : "새 룰렛"}
        values={values}
        errors={actionData?.fieldErrors ?? {}}
        coupons={coupons}
        limitLocked={(roulette?.spinCount ?? 0) > 0}
        submitLabel={roulette ? "수정 저장" : "룰렛 만들기"}
        busy={busy}
      />
      {roulette && spins && (
        <section className={own.section} aria-labelledby="roulette-spins">
          <h2 id="roulette-spins">참여 내역</h2>
          <div className={own.headerActions}>
            <span className={table.muted}>
              참여 {roulette.spinCount.toLocaleString("ko-KR")}회 · 당첨 {roulette.granted.toLocaleString("ko-KR")}개
            </span>
            {roulette.spinCount > 0 && (
              <a className={table.button} href={`${pathOf(roulette.id)}/spins.csv`} download>
                CSV 내려받기
              </a>
            )}
          </div>
          <ListTable
            columns={["번호", "참여 시각", "회원", "경품"]}
            rows={spins.list}
            empty="아직 참여한 회원이 없습니다."
            row={(spin) => (
              <tr key={spin.spinId}>
                <td className={table.number}>{spin.spinId}</td>
                <td>{spin.spunAt}</td>
                <td>
                  {spin.memberName} ({spin.memberLoginId})
                </td>
                <td>
                  {spin.prizeLabel}
                  {spin.prizeKind !== "nothing" && (
                    <span className={table.muted}> · {ADMIN_ROULETTE_KIND_LABELS[spin.prizeKind]}</span>
                  )}
                </td>
              </tr>
            )}
          />
          <PaginationNav pagination={spins.pagination} />
        </section>
      )}
    </>
  );
}
