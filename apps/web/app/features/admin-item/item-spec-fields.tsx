import own from "./admin-item.module.css";
import { TraceLookup } from "./trace-lookup";

/** What the spec fields show: the item's own values on the edit page, what was typed on the new item page. */
export interface ItemSpecValues {
  cutName: string;
  grade: string;
  origin: string;
  storage: string;
  weightGrams: string | number;
  deliveryType: string | number;
  processDate: string | null;
  slaughterDate: string | null;
  traceNumber: string;
}

/**
 * The item's specification in the back office's item forms (new and edit, docs/decisions/038 and 043): 부위, 등급,
 * 원산지, 보관방법, 중량, 배송 유형, 가공일, 도축일 and the 이력번호 with its registry look-up, each with the refusal the
 * API answered for it.
 */
export function ItemSpecFields({
  values,
  errors,
  livestockName,
}: {
  values: ItemSpecValues;
  errors: Readonly<Record<string, string | undefined>>;
  livestockName: string | undefined;
}) {
  const fieldError = (name: string) => (errors[name] ? <span className={own.fieldError}>{errors[name]}</span> : null);
  return (
    <>
      <label className={own.field}>
        부위
        <input name="cutName" defaultValue={values.cutName} required placeholder="예: 등심" />
        {fieldError("cutName")}
      </label>
      <label className={own.field}>
        등급
        <input name="grade" defaultValue={values.grade} placeholder="예: 1++ (없으면 비움)" />
        {fieldError("grade")}
      </label>
      <label className={own.field}>
        원산지
        <input name="origin" defaultValue={values.origin} required />
        {fieldError("origin")}
      </label>
      <label className={own.field}>
        보관방법
        <input name="storage" defaultValue={values.storage} required />
        {fieldError("storage")}
      </label>
      <label className={own.field}>
        중량 (g)
        <input name="weightGrams" inputMode="numeric" defaultValue={values.weightGrams} required />
        {fieldError("weightGrams")}
      </label>
      <label className={own.field}>
        배송 유형
        <select name="deliveryType" defaultValue={values.deliveryType}>
          <option value={1}>신선물류 배송</option>
          <option value={2}>개별 배송</option>
        </select>
        {fieldError("deliveryType")}
      </label>
      <label className={own.field}>
        가공일
        <input type="date" name="processDate" defaultValue={values.processDate ?? ""} />
        {fieldError("processDate")}
      </label>
      <label className={own.field}>
        도축일
        <input type="date" name="slaughterDate" defaultValue={values.slaughterDate ?? ""} />
        {fieldError("slaughterDate")}
      </label>
      <TraceLookup defaultValue={values.traceNumber} error={errors.traceNumber} livestockName={livestockName} />
    </>
  );
}
