import { type PostcodeAddress, SHIPPING_ADDRESS_DETAIL_MAX } from "@shop/contracts/shipping";
import { islandSurcharge } from "@shop/core/checkout/island-surcharge";
import { formatWon } from "@shop/core/format/number";
import { postcodeKeyword } from "@shop/core/shipping/postcode-keyword";
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useRootData } from "../../lib/use-root-data";
import { TextField } from "../form/form-fields";
import { Modal } from "../ui/modal";
import styles from "./address-picker.module.css";
import {
  closedPostcodeSearch,
  DEFAULT_SUBMIT_INTENT,
  type PickedAddress,
  POSTCODE_FIELDS,
  type PostcodeSearchState,
  pickValue,
} from "./postcode-search";

/** The names the fields post under (checkout may prefix them). */
export interface AddressFieldNames {
  postcode: string;
  address: string;
  addressDetail: string;
}

const DEFAULT_NAMES: AddressFieldNames = { postcode: "postcode", address: "address", addressDetail: "addressDetail" };

interface AddressPickerProps {
  /** Starting values: the entry being edited, or what the action gave back. */
  defaultPostcode?: string;
  defaultAddress?: string;
  defaultAddressDetail?: string;
  /** The search panel's state from the page's action (a page used without JavaScript). */
  search?: PostcodeSearchState | undefined;
  /** The form's message for a field (live validation or the server's). */
  errorOf?: (name: string) => string | undefined;
  names?: AddressFieldNames;
  requiredMark?: boolean;
  /** Told of an address picked from the search (checkout recomputes the island surcharge). */
  onPick?: (picked: PickedAddress) => void;
}

/**
 * The form's default button, put first in a form that holds an AddressPicker: Enter pressed in a field submits the
 * form with the first submit button, which would otherwise be 우편번호 찾기. Out of sight and out of the tab order;
 * it posts intent=default, which the action treats as the main submit (or as a search when the panel's keyword
 * box was where Enter was pressed without JavaScript, see postcodeIntentOf).
 */
export function DefaultSubmitButton() {
  return (
    <button
      type="submit"
      name="intent"
      value={DEFAULT_SUBMIT_INTENT}
      className={styles.defaultSubmit}
      tabIndex={-1}
      aria-hidden="true"
    >
      기본 전송
    </button>
  );
}

/**
 * An address entry's postcode, address and detail with a Korean postcode search (도로명주소): 우편번호 찾기 opens a
 * panel that searches GET /api/common/postcode and fills the postcode and road address from the result picked; the
 * two stay read-only so an address always comes from the search, and the island surcharge is told under them.
 *
 * Without JavaScript every button posts the whole form with its intent and the page's action answers with
 * handlePostcodeIntent (postcode-search.server.ts), so nothing typed elsewhere is lost; with it the panel is a modal
 * and its searches go through a fetcher to the same action. The page's action must therefore handle
 * `postcodeIntentOf(form)` before anything else (see routes/mypage/delivery.tsx), and put a DefaultSubmitButton
 * first in the form.
 */
export function AddressPicker({
  defaultPostcode = "",
  defaultAddress = "",
  defaultAddressDetail = "",
  search,
  errorOf = () => undefined,
  names = DEFAULT_NAMES,
  requiredMark = true,
  onPick,
}: AddressPickerProps) {
  const { csrf } = useRootData();
  const fetcher = useFetcher<{ postcode?: PostcodeSearchState }>();
  const detailId = useId();
  const [postcode, setPostcode] = useState(defaultPostcode);
  const [address, setAddress] = useState(defaultAddress);
  const [modalOpen, setModalOpen] = useState(false);
  // An address picked here answers the messages the form had for the empty fields.
  const [pickedHere, setPickedHere] = useState(false);
  const [panel, setPanel] = useState<PostcodeSearchState>(() => search ?? closedPostcodeSearch());

  // A new answer of the page's action (no JavaScript, or JavaScript that arrived after it) is the truth.
  useEffect(() => {
    setPostcode(defaultPostcode);
    setAddress(defaultAddress);
    setPickedHere(false);
  }, [defaultPostcode, defaultAddress]);
  useEffect(() => {
    if (search) setPanel(search);
  }, [search]);
  const answered = fetcher.data?.postcode;
  useEffect(() => {
    if (answered) setPanel({ ...answered, open: true });
  }, [answered]);

  const runSearch = (keyword: string, page: number) => {
    const message = postcodeKeyword(keyword.trim());
    if (message) {
      setPanel((current) => ({ ...current, open: true, keyword, searched: true, list: [], error: message }));
      return;
    }
    setPanel((current) => ({ ...current, keyword, error: null }));
    void fetcher.submit(
      {
        intent: "postcode-search",
        csrf,
        [POSTCODE_FIELDS.keyword]: keyword.trim(),
        [POSTCODE_FIELDS.page]: String(page),
      },
      { method: "post" },
    );
  };

  const pick = (picked: PickedAddress) => {
    setPostcode(picked.postcode);
    setAddress(picked.address);
    setPickedHere(true);
    setModalOpen(false);
    setPanel(closedPostcodeSearch());
    onPick?.(picked);
    // The detail (동·호수) is what the shopper types next.
    window.setTimeout(() => document.getElementById(detailId)?.focus(), 0);
  };

  const onOpen = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setPanel((current) => ({ ...current, open: true }));
    setModalOpen(true);
  };

  const surcharge = islandSurcharge(postcode);
  const busy = fetcher.state !== "idle";
  const panelView = (
    <PostcodeSearchPanel state={panel} busy={busy} onSearch={runSearch} onPick={pick} autoFocus={modalOpen} />
  );

  return (
    <div className={styles.picker}>
      <TextField
        label="우편번호"
        name={names.postcode}
        value={postcode}
        readOnly
        placeholder="우편번호"
        requiredMark={requiredMark}
        error={pickedHere ? undefined : errorOf(names.postcode)}
        addon={
          <button
            type="submit"
            name="intent"
            value="postcode-open"
            formNoValidate
            className={styles.sideButton}
            onClick={onOpen}
          >
            우편번호 찾기
          </button>
        }
      />
      <TextField
        label="주소"
        name={names.address}
        value={address}
        readOnly
        placeholder="우편번호 찾기로 주소를 선택해 주세요"
        requiredMark={requiredMark}
        error={pickedHere ? undefined : errorOf(names.address)}
        hint={
          surcharge
            ? `${surcharge.label} 지역(${surcharge.region})은 배송비 ${formatWon(surcharge.amount)}이 추가될 수 있습니다.`
            : undefined
        }
      />
      <TextField
        id={detailId}
        label="상세주소"
        name={names.addressDetail}
        defaultValue={defaultAddressDetail}
        maxLength={SHIPPING_ADDRESS_DETAIL_MAX}
        autoComplete="address-line2"
        placeholder="동·호수 등 나머지 주소"
        error={errorOf(names.addressDetail)}
      />
      {panel.open && !modalOpen && <div className={styles.inlinePanel}>{panelView}</div>}
      <Modal open={modalOpen} title="우편번호 찾기" onClose={() => setModalOpen(false)} size="md">
        {panelView}
      </Modal>
    </div>
  );
}

interface PostcodeSearchPanelProps {
  state: PostcodeSearchState;
  busy: boolean;
  onSearch: (keyword: string, page: number) => void;
  onPick: (picked: PickedAddress) => void;
  autoFocus?: boolean;
}

/**
 * The search inside the picker: keyword, results to pick and the pages. Its controls are submit buttons of the
 * surrounding form (they post without JavaScript); with it, their clicks are taken here.
 */
export function PostcodeSearchPanel({ state, busy, onSearch, onPick, autoFocus = false }: PostcodeSearchPanelProps) {
  const [keyword, setKeyword] = useState(state.keyword);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  useEffect(() => {
    if (autoFocus) window.setTimeout(() => inputRef.current?.focus(), 0);
  }, [autoFocus]);

  const onSearchClick = (event: MouseEvent<HTMLButtonElement>, page = 1) => {
    event.preventDefault();
    onSearch(keyword, page);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches instead of sending the surrounding form.
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSearch(keyword, 1);
  };
  const onPickClick = (event: MouseEvent<HTMLButtonElement>, found: PostcodeAddress) => {
    event.preventDefault();
    onPick({ postcode: found.postcode, address: found.roadAddress });
  };

  const nothingFound = state.searched && !state.error && state.list.length === 0;
  return (
    <section className={styles.panel} aria-label="우편번호 검색" aria-busy={busy || undefined}>
      <p className={styles.tip}>
        도로명, 건물명 또는 동 이름으로 검색해 주세요. (예: 테헤란로 152, 롯데월드타워, 역삼동)
      </p>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          type="search"
          name={POSTCODE_FIELDS.keyword}
          className={styles.keyword}
          aria-label="주소 검색어"
          aria-describedby={state.error ? `${resultsId}-error` : undefined}
          aria-invalid={state.error ? true : undefined}
          placeholder="예) 테헤란로 152"
          maxLength={80}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          name="intent"
          value="postcode-search"
          formNoValidate
          className={styles.searchButton}
          disabled={busy}
          onClick={(event) => onSearchClick(event)}
        >
          검색
        </button>
      </div>
      {state.error && (
        <p id={`${resultsId}-error`} className={styles.error} role="alert">
          {state.error}
        </p>
      )}
      {nothingFound && (
        <p className={styles.empty} role="status">
          검색 결과가 없습니다. 도로명과 건물번호, 또는 건물명을 확인해 주세요.
        </p>
      )}
      {state.list.length > 0 && (
        <>
          <p className={styles.count} role="status">
            검색 결과 {state.totalCount.toLocaleString("ko-KR")}건
          </p>
          <ul className={styles.results} id={resultsId}>
            {state.list.map((found) => (
              <li key={`${found.postcode}-${found.roadAddress}`}>
                <button
                  type="submit"
                  name={POSTCODE_FIELDS.pick}
                  value={pickValue(found)}
                  formNoValidate
                  className={styles.result}
                  onClick={(event) => onPickClick(event, found)}
                >
                  <span className={styles.resultPostcode}>{found.postcode}</span>
                  <span className={styles.resultRoad}>
                    <span className={styles.addressKind}>도로명</span>
                    {found.roadAddress}
                  </span>
                  {found.jibunAddress && (
                    <span className={styles.resultJibun}>
                      <span className={styles.addressKind}>지번</span>
                      {found.jibunAddress}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {state.totalPages > 1 && (
            <nav className={styles.pager} aria-label="검색 결과 페이지">
              <button
                type="submit"
                name={POSTCODE_FIELDS.page}
                value={String(state.page - 1)}
                formNoValidate
                className={styles.pageButton}
                disabled={busy || state.page <= 1}
                onClick={(event) => onSearchClick(event, state.page - 1)}
              >
                이전
              </button>
              <span>
                {state.page} / {state.totalPages}
              </span>
              <button
                type="submit"
                name={POSTCODE_FIELDS.page}
                value={String(state.page + 1)}
                formNoValidate
                className={styles.pageButton}
                disabled={busy || state.page >= state.totalPages}
                onClick={(event) => onSearchClick(event, state.page + 1)}
              >
                다음
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
