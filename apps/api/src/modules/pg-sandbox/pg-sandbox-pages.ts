import { formatWon } from "@shop/core/format/number";
import type { NicepayCode } from "../../providers/nicepay/nicepay-codes.js";
import type { PaymentWindowRequest } from "../../providers/payment-gateway.provider.js";
import { METHOD_NAMES, type ReturnPost, SANDBOX_BANKS, SANDBOX_CARDS } from "./pg-sandbox.service.js";

// The sandbox's payment window: plain server-rendered HTML and CSS (inline styles are allowed by the shop's CSP, inline
// scripts only with the response's nonce), readable from a 375 px phone to a desktop.

/** The name the window shows for the merchant (the sandbox knows one: this shop). */
const SHOP_NAME = "농협 축산물 도매몰";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f4;color:#1f2329;word-break:keep-all;overflow-wrap:anywhere;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Malgun Gothic",sans-serif}
.test{background:#c62828;color:#fff;text-align:center;font-weight:700;padding:10px 12px;letter-spacing:.02em}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:20px}
h1{font-size:19px;margin:0 0 4px}
.sub{color:#5f6b7a;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 18px}
dt{color:#5f6b7a}
dd{margin:0;text-align:right;word-break:break-all}
.amount{font-size:20px;font-weight:700;color:#0b57d0}
label{display:block;font-weight:600;margin:0 0 6px}
select{width:100%;font-size:16px;padding:10px;border:1px solid #c3cad3;border-radius:8px;background:#fff;margin:0 0 18px}
.buttons{display:grid;gap:8px}
button{width:100%;font-size:16px;padding:13px 10px;white-space:nowrap;border-radius:8px;border:1px solid #c3cad3;background:#fff;color:#1f2329;cursor:pointer}
button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff;font-weight:700}
button.danger{color:#c62828;border-color:#e3a3a3}
.note{color:#5f6b7a;font-size:13px;margin:14px 0 0}
.code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f3f5f7;border-radius:6px;padding:2px 6px}
@media (min-width:768px){main{margin-top:56px}.buttons.three{grid-template-columns:2fr 1fr 1fr}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · 테스트 결제창</title>
<style>${STYLE}</style>
</head>
<body>
<div class="test" role="note">테스트 결제창 · 실제 결제되지 않습니다</div>
<main>
${body}
</main>
</body>
</html>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

function options(list: ReadonlyArray<{ code: string; name: string }>) {
  return list.map((entry) => `<option value="${entry.code}">${escapeHtml(entry.name)}</option>`).join("");
}

/** The window: what is being paid, the issuer to pick, and the three ways out (approve, decline, cancel). */
export function windowPage(request: PaymentWindowRequest, resultPath: string): string {
  const cardLike = request.method === "card" || request.method === "naverpayCard";
  const fields = Object.entries(request)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => hidden(name, String(value)))
    .join("\n");
  const picker = cardLike
    ? `<label for="cardCode">카드사</label><select id="cardCode" name="cardCode" required>${options(SANDBOX_CARDS)}</select>`
    : `<label for="bankCode">${request.method === "vbank" ? "입금할 은행" : "출금 은행"}</label><select id="bankCode" name="bankCode" required>${options(SANDBOX_BANKS)}</select>`;
  const deadline =
    request.method === "vbank"
      ? `<dt>입금 기한</dt><dd>발급 후 ${request.vbankValidHours === undefined ? "7일" : `${request.vbankValidHours}시간`}</dd>`
      : "";
  return page(
    "결제하기",
    `<div class="card">
<h1>결제하기</h1>
<p class="sub">NICEPAY 샌드박스 · 카드 번호나 비밀번호를 입력하지 않습니다.</p>
<dl>
<dt>상점</dt><dd>${escapeHtml(SHOP_NAME)}</dd>
<dt>상품</dt><dd>${escapeHtml(request.goodsName)}</dd>
<dt>결제 수단</dt><dd>${METHOD_NAMES[request.method]}</dd>
<dt>주문 번호</dt><dd>${escapeHtml(request.orderId)}</dd>
${deadline}
<dt>결제 금액</dt><dd class="amount">${formatWon(request.amount)}</dd>
</dl>
<form method="post" action="${escapeHtml(resultPath)}">
${fields}
${picker}
<div class="buttons three">
<button type="submit" name="choice" value="approve" class="primary">결제하기</button>
<button type="submit" name="choice" value="decline" class="danger" formnovalidate>인증 실패</button>
<button type="submit" name="choice" value="cancel" formnovalidate>취소</button>
</div>
</form>
<p class="note">결제하기는 인증만 마칩니다. 상점이 승인 API를 호출해야 결제가 완료됩니다.${request.method === "vbank" ? " 입금은 개발 도구(가상계좌 입금)로 처리합니다." : ""}</p>
</div>`,
  );
}

function returnForm(post: ReturnPost, label: string): string {
  return `<form method="post" action="${escapeHtml(post.url)}" id="return">
${post.fields.map(([name, value]) => hidden(name, value)).join("\n")}
<div class="buttons"><button type="submit" class="primary">${escapeHtml(label)}</button></div>
</form>`;
}

/** The window could not open: NICEPAY's code and message, and a way back to the shop when there is one. */
export function refusalPage(refusal: NicepayCode, back: ReturnPost | null): string {
  return page(
    "결제창을 열 수 없습니다",
    `<div class="card">
<h1>결제창을 열 수 없습니다</h1>
<p>${escapeHtml(refusal.message)} <span class="code">${escapeHtml(refusal.code)}</span></p>
${back ? returnForm(back, "상점으로 돌아가기") : `<p class="note">상점 페이지로 돌아가 다시 시도해 주세요.</p>`}
</div>`,
  );
}

/** The window's answer: posts to returnUrl at once (the nonce'd script), with a visible button if scripts are off. */
export function returnPage(post: ReturnPost, headline: string, nonce: string): string {
  return page(
    headline,
    `<div class="card">
<h1>${escapeHtml(headline)}</h1>
<p class="sub">결과를 상점으로 전달하고 있습니다. 화면이 바뀌지 않으면 아래 버튼을 눌러 주세요.</p>
${returnForm(post, "상점으로 돌아가기")}
</div>
<script nonce="${escapeHtml(nonce)}">document.getElementById("return").submit();</script>`,
  );
}

/** requestPay's options the window reads (others are NICEPAY's look-and-feel and ignored here). */
const WINDOW_OPTIONS = [
  "clientId",
  "method",
  "orderId",
  "amount",
  "goodsName",
  "returnUrl",
  "mallReserved",
  "mallUserId",
  "buyerName",
  "buyerTel",
  "buyerEmail",
  "vbankHolder",
  "vbankValidHours",
];

/**
 * The sandbox's stand-in for https://pay.nicepay.co.kr/v1/js/: `AUTHNICE.requestPay(options)` checks the required
 * options (a missing one goes to `fnError`, as NICEPAY's does) and opens the window with a top-level form post, so a
 * checkout page is the same code for the sandbox and NICEPAY.
 */
export function windowScript(windowPath: string): string {
  return `/* NICEPAY sandbox (테스트 결제창): AUTHNICE.requestPay opens ${windowPath} */
(function () {
  "use strict";
  var script = document.currentScript;
  var windowUrl = new URL(${JSON.stringify(windowPath)}, (script && script.src) || window.location.href).href;
  var options = ${JSON.stringify(WINDOW_OPTIONS)};
  function fail(request, code, message) {
    var result = { resultCode: code, msg: message, errorMsg: code + " " + message };
    if (request && typeof request.fnError === "function") request.fnError(result);
    else window.alert(message);
  }
  function requestPay(request) {
    if (!request || typeof request !== "object") return fail(null, "P007", "결제 요청 정보가 없습니다.");
    var required = ["clientId", "method", "orderId", "amount", "goodsName", "returnUrl"];
    if (request.method === "vbank") required.push("vbankHolder");
    for (var i = 0; i < required.length; i++) {
      var value = request[required[i]];
      if (value === undefined || value === null || String(value) === "") {
        return fail(request, "P007", "필수 파라미터 " + required[i] + "가 없습니다.");
      }
    }
    var form = document.createElement("form");
    form.method = "post";
    form.action = windowUrl;
    form.acceptCharset = "utf-8";
    form.style.display = "none";
    for (var j = 0; j < options.length; j++) {
      var option = request[options[j]];
      if (option === undefined || option === null || typeof option === "object" || typeof option === "function") continue;
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = options[j];
      input.value = String(option);
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  }
  window.AUTHNICE = { requestPay: requestPay };
})();
`;
}
