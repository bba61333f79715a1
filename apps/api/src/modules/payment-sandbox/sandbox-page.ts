import { formatMinor } from '@shop/contract';
import type { SandboxPaymentRow } from './sandbox-payments.repo.js';
import { MOBILE_NETWORKS, SANDBOX_TEST_NUMBERS } from './sandbox-test-numbers.js';

// The sandbox's hosted payment page: plain server-rendered HTML for the shop's 600 px frame (and a 360 px phone), its
// behaviour in one script file and its look in one style sheet, both served by the module, so its CSP needs neither
// 'unsafe-inline' nor anything but 'self'. English only, marked as a test everywhere it could be mistaken for a payment.

export const SHOP_NAME = 'Akwaaba Market';
export const ASSETS_PATH = '/payment-sandbox/assets';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 1250 → "12.50", 123450 → "1,234.50". */
export function displayAmount(minor: number): string {
  const [whole = '0', cents = '00'] = formatMinor(minor).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The shop's origin the page may tell (postMessage's target): the origin of its callback URL, or '' for the page's own. */
export function parentOriginOf(callbackUrl: string): string {
  try {
    const url = new URL(callbackUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** What the page says for each status, shared by the page (first render) and its script (after paying or polling). */
export const STATUS_MESSAGES = {
  pending: 'Approve the prompt on your phone.',
  successful: 'Payment approved. You can return to the shop.',
  failed: 'Payment declined. Return to the shop to try again.',
  refunded: 'This payment was refunded.',
} as const;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${ASSETS_PATH}/sandbox.css">
<script src="${ASSETS_PATH}/sandbox.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

const banner = `<p class="test-banner" role="note"><strong>Test payment — no money moves</strong></p>`;

function testNumbersHelp(): string {
  const rows = SANDBOX_TEST_NUMBERS.map(
    (t) => `<li><span class="number">${escapeHtml(t.number)}</span> ${t.channel === 'card' ? 'card' : 'mobile money'}: ${escapeHtml(t.effect)}</li>`,
  ).join('\n');
  return `<details class="help">
<summary>Test numbers</summary>
<ul>
${rows}
<li>Bank transfer: always approves.</li>
<li>Any other number is declined with this list.</li>
</ul>
</details>`;
}

export function renderPayPage(payment: SandboxPaymentRow): string {
  const amount = displayAmount(payment.amountMinor);
  const reference = escapeHtml(payment.reference);
  const open = payment.status === 'created';
  const checked = (channel: string) => (payment.channel === channel ? ' checked' : '');
  const hidden = (channel: string) => (payment.channel === channel ? '' : ' hidden');
  const status = open ? '' : (STATUS_MESSAGES[payment.status as keyof typeof STATUS_MESSAGES] ?? '');
  const networks = MOBILE_NETWORKS.map((n) => `<option value="${n.value}">${n.label}</option>`).join('');
  const form = `<form id="pay-form" class="pay" novalidate${open ? '' : ' hidden'}>
<fieldset class="methods">
<legend>Pay with</legend>
<label><input type="radio" name="method" value="mobile_money"${checked('mobile_money')}> Mobile money</label>
<label><input type="radio" name="method" value="card"${checked('card')}> Card</label>
<label><input type="radio" name="method" value="bank_transfer"${checked('bank_transfer')}> Bank transfer</label>
</fieldset>
<div class="fields" data-method="mobile_money"${hidden('mobile_money')}>
<label for="network">Network</label>
<select id="network" name="network">${networks}</select>
<label for="number">Mobile money number</label>
<input id="number" name="number" type="tel" inputmode="tel" autocomplete="off" placeholder="0551234987" aria-describedby="number-help">
<p id="number-help" class="hint">A prompt is sent to this phone.</p>
</div>
<div class="fields" data-method="card"${hidden('card')}>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" placeholder="4084 0840 8408 4081">
</div>
<div class="fields" data-method="bank_transfer"${hidden('bank_transfer')}>
<p class="hint">A test transfer from your bank arrives at once.</p>
</div>
<button type="submit" class="pay-button">Pay ₵${amount}</button>
</form>`;
  return layout(
    `Test payment of GHS ${amount} — ${SHOP_NAME}`,
    `<main id="sandbox" class="sandbox" data-reference="${reference}" data-status="${escapeHtml(payment.status)}" data-parent-origin="${escapeHtml(parentOriginOf(payment.callbackUrl))}">
<header class="head">
<p class="shop">${SHOP_NAME}</p>
${banner}
<dl class="summary">
<div><dt>Amount</dt><dd class="amount">GHS ${amount}</dd></div>
<div><dt>Order</dt><dd>${escapeHtml(payment.orderNumber)}</dd></div>
</dl>
</header>
<noscript><p class="error">This test page needs JavaScript.</p></noscript>
${form}
<p id="status" class="status" role="status" aria-live="polite">${escapeHtml(status)}</p>
${testNumbersHelp()}
</main>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(
    `Payment not found — ${SHOP_NAME}`,
    `<main class="sandbox">
<p class="shop">${SHOP_NAME}</p>
${banner}
<h1>Payment not found</h1>
<p>This test payment does not exist. Return to the shop and start the payment again.</p>
</main>`,
  );
}

/** The page's behaviour: show the chosen method's fields, pay through the sandbox's API, poll while pending, tell the shop. */
export const PAGE_SCRIPT = `'use strict';
(function () {
  var root = document.getElementById('sandbox');
  var form = document.getElementById('pay-form');
  var statusLine = document.getElementById('status');
  if (!root || !form || !statusLine) return;
  var reference = root.getAttribute('data-reference');
  var parentOrigin = root.getAttribute('data-parent-origin') || window.location.origin;
  var api = '/payment-sandbox/api/' + encodeURIComponent(reference);
  var messages = ${JSON.stringify(STATUS_MESSAGES)};
  var button = form.querySelector('button[type=submit]');
  var told = '';

  function method() {
    var checked = form.querySelector('input[name=method]:checked');
    return checked ? checked.value : 'mobile_money';
  }
  function showFields() {
    var chosen = method();
    form.querySelectorAll('.fields').forEach(function (group) {
      var on = group.getAttribute('data-method') === chosen;
      group.hidden = !on;
      group.querySelectorAll('input, select').forEach(function (field) { field.disabled = !on; });
    });
  }
  function tell(status) {
    if (status === told || window.parent === window) return;
    told = status;
    window.parent.postMessage({ type: 'sandbox:payment', reference: reference, status: status }, parentOrigin);
  }
  function show(payment) {
    root.setAttribute('data-status', payment.status);
    statusLine.textContent = payment.message || messages[payment.status] || '';
    if (payment.status === 'created') return;
    form.hidden = true;
    if (payment.status === 'pending') {
      tell('pending');
      setTimeout(poll, 3000);
    } else {
      tell(payment.status);
    }
  }
  function poll() {
    fetch(api, { headers: { accept: 'application/json' } })
      .then(function (response) { return response.json(); })
      .then(function (answer) { if (answer && answer.data) show(answer.data); else setTimeout(poll, 5000); })
      .catch(function () { setTimeout(poll, 5000); });
  }
  form.addEventListener('change', showFields);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var body = { method: method() };
    if (body.method === 'mobile_money') {
      body.network = form.elements.namedItem('network').value;
      body.number = form.elements.namedItem('number').value;
    } else if (body.method === 'card') {
      body.card_number = form.elements.namedItem('card_number').value;
    }
    button.disabled = true;
    statusLine.textContent = 'Processing…';
    fetch(api + '/pay', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        button.disabled = false;
        if (answer && answer.data) show(answer.data);
        else statusLine.textContent = (answer && answer.message) || 'Something went wrong. Try again.';
      })
      .catch(function () {
        button.disabled = false;
        statusLine.textContent = 'The test page could not be reached. Try again.';
      });
  });
  showFields();
  if (root.getAttribute('data-status') !== 'created') poll();
})();
`;

export const PAGE_STYLE = `*{box-sizing:border-box}
html{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}
body{margin:0}
.sandbox{max-width:28rem;margin:0 auto;padding:.75rem 1rem}
.shop{margin:0;font-weight:700;font-size:1.1rem}
.test-banner{margin:.4rem 0;padding:.35rem .6rem;background:#fff4ce;border:1px solid #b58900;border-radius:4px;font-size:.9rem}
.summary{display:flex;gap:1.5rem;margin:.4rem 0 .6rem}
.summary dt{font-size:.8rem;color:#555}
.summary dd{margin:0;font-weight:600}
.amount{font-size:1.2rem}
.methods{border:0;padding:0;margin:0 0 .5rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.methods legend{font-weight:600;margin-bottom:.25rem;padding:0}
.methods label{display:inline-flex;align-items:center;gap:.35rem;min-height:2.75rem}
.fields label{display:block;font-weight:600;margin:.4rem 0 .15rem}
.fields select,.fields input{width:100%;min-height:2.75rem;font:inherit;padding:.4rem .5rem;border:1px solid #767676;border-radius:4px}
.hint{margin:.25rem 0;font-size:.85rem;color:#555}
.pay-button{width:100%;min-height:2.75rem;margin-top:.75rem;font:inherit;font-weight:700;color:#fff;background:#0b6b3a;border:0;border-radius:4px;cursor:pointer}
.pay-button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
.status{min-height:1.4em;margin:.6rem 0;font-weight:600}
[data-status=failed] .status{color:#a4000f}
[data-status=successful] .status{color:#0b6b3a}
.help{font-size:.85rem;color:#333}
.help ul{margin:.3rem 0;padding-left:1.1rem}
.number{font-family:ui-monospace,monospace;white-space:nowrap}
.error{color:#a4000f}
[hidden]{display:none!important}
`;
