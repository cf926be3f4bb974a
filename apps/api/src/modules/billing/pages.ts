import { addonAloneProductName, formatDayMonthYear, type Language, must } from "@mkt/contracts";
import type { checkoutSession, invoice, plan, subscription } from "../../db/schema/index.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
const eur = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === "it" ? "it-IT" : "en-GB", { style: "currency", currency: "EUR" }).format(
    cents / 100,
  );

/** The plan's name in the page's language (issue 20). */
const planNameIn = (p: { name: string; nameEn: string }, lang: Language) =>
  lang === "en" ? p.nameEn : p.name;

function layout(lang: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f6f8;color:#1f2933}
header{background:#fff;border-bottom:1px solid #e4e7eb;padding:14px 24px;display:flex;align-items:center;gap:12px}
header img{height:32px}header span{color:#52606d;font-size:14px}
main{max-width:920px;margin:24px auto;padding:0 16px;display:grid;gap:16px;grid-template-columns:1fr}
@media(min-width:800px){main.two{grid-template-columns:1fr 1fr}}
section{background:#fff;border:1px solid #e4e7eb;border-radius:8px;padding:20px}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:0 0 12px}
label{display:block;font-size:13px;color:#3e4c59;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #9aa5b1;border-radius:4px;font-size:15px}
button{background:#0073aa;color:#fff;border:0;border-radius:4px;padding:11px 18px;font-size:15px;cursor:pointer}
button.secondary{background:#fff;color:#0073aa;border:1px solid #0073aa}
.row{display:flex;justify-content:space-between;margin:6px 0}.total{font-weight:bold;border-top:1px solid #e4e7eb;padding-top:8px}
.inline{display:flex;gap:8px;align-items:flex-end}.inline>div{flex:1}
.error{background:#fdecea;color:#8a1c1c;border-radius:4px;padding:10px;margin-bottom:12px}
.hint{font-size:13px;color:#52606d}a{color:#0073aa}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:8px;border-bottom:1px solid #e4e7eb;font-size:14px}
</style></head><body><header><img src="/api/auth/getLogo" alt="Marketplace"><span>${esc(PAGE_TEXTS[lang].secure)}</span></header>${body}</body></html>`;
}

type CheckoutView = {
  session: typeof checkoutSession.$inferSelect;
  plan: typeof plan.$inferSelect;
  couponCode: string | null;
};

export function checkoutPage(view: CheckoutView, lang: Language, addonCents: number): string {
  const t = PAGE_TEXTS[lang];
  const s = view.session;
  const planCents = s.amountCents - (s.addon ? addonCents : 0);
  // The add-on bought alone: one line, the add-on for the plan the buyer has, until that plan expires.
  const lines = s.addonAlone
    ? `<div class="row"><span>${esc(addonAloneProductName({ name: view.plan.name, name_en: view.plan.nameEn }, lang))} · ${esc(t.untilPlanEnds)}</span><span>${eur(s.amountCents, lang)}</span></div>`
    : `<div class="row"><span>${esc(planNameIn(view.plan, lang))} · ${esc(t.period)}</span><span>${eur(planCents, lang)}</span></div>
${s.addon ? `<div class="row"><span>${esc(t.addon)}</span><span>${eur(addonCents, lang)}</span></div>` : ""}`;
  const base = `/api/billing/local/checkout/${s.id}`;
  const error = s.lastError
    ? `<div class="error" role="alert">${esc(t.errors[s.lastError] ?? must(t.errors.declined, "the declined-card text"))}</div>`
    : "";
  const body = `<main class="two">
<section aria-labelledby="summary"><h1 id="summary">${esc(t.summary)}</h1>
${lines}
<div class="row"><span>${esc(t.subtotal)}</span><span>${eur(s.amountCents, lang)}</span></div>
${s.discountCents ? `<div class="row"><span>${esc(t.discount)}${view.couponCode ? ` (${esc(view.couponCode)})` : ""}</span><span>−${eur(s.discountCents, lang)}</span></div>` : ""}
<div class="row total"><span>${esc(t.total)}</span><span data-testid="total">${eur(s.amountCents - s.discountCents, lang)}</span></div>
<p class="hint">${esc(t.vat)}</p>
<form method="post" action="${base}/coupon" class="inline"><div><label for="coupon">${esc(t.coupon)}</label><input id="coupon" name="coupon" maxlength="40" autocomplete="off"></div><button class="secondary" type="submit">${esc(t.apply)}</button></form>
</section>
<section aria-labelledby="card"><h1 id="card">${esc(t.card)}</h1>${error}
<form method="post" action="${base}/pay">
<label for="holder">${esc(t.holder)}</label><input id="holder" name="holder" required maxlength="80" autocomplete="cc-name">
<label for="number">${esc(t.number)}</label><input id="number" name="number" required inputmode="numeric" maxlength="23" autocomplete="cc-number">
<div class="inline"><div><label for="expiry">${esc(t.expiry)}</label><input id="expiry" name="expiry" required maxlength="7" placeholder="MM/AA" autocomplete="cc-exp"></div>
<div><label for="cvc">${esc(t.cvc)}</label><input id="cvc" name="cvc" required inputmode="numeric" maxlength="4" autocomplete="cc-csc"></div></div>
<p class="hint">${esc(t.testHint)}</p>
<button type="submit">${esc(t.pay)} ${eur(s.amountCents - s.discountCents, lang)}</button>
</form>
<p><a href="${esc(appendQuery(s.returnPath, "checkout=cancelled"))}">${esc(t.cancel)}</a></p></section></main>`;
  return layout(lang, `${planNameIn(view.plan, lang)} – ${t.secure}`, body);
}

export function closedPage(lang: Language, returnPath = "/"): string {
  const t = PAGE_TEXTS[lang];
  return layout(
    lang,
    t.closed,
    `<main><section><h1>${esc(t.closed)}</h1><p><a href="${esc(returnPath)}">${esc(t.back)}</a></p></section></main>`,
  );
}

type PortalView = {
  portalId: string;
  returnPath: string;
  sub: { subscription: typeof subscription.$inferSelect; plan: typeof plan.$inferSelect } | undefined;
  invoices: (typeof invoice.$inferSelect)[];
  plans: (typeof plan.$inferSelect)[];
};

export function portalPage(view: PortalView, lang: Language): string {
  const t = PAGE_TEXTS[lang];
  const base = `/api/billing/local/portal/${view.portalId}`;
  const sub = view.sub;
  const noExpiry = sub?.subscription.expiresOn === "9999-12-31";
  const expiry =
    sub && !noExpiry ? formatDayMonthYear(new Date(`${sub.subscription.expiresOn}T00:00:00Z`)) : null;
  const current = sub
    ? `<div class="row"><span>${esc(t.currentPlan)}</span><strong>${esc(planNameIn(sub.plan, lang))}</strong></div>
<div class="row"><span>${esc(String(t.state[sub.subscription.state] ?? ""))}</span><span>${expiry ? `${esc(t.expires)} ${expiry}` : esc(t.never)}</span></div>
${sub.subscription.cancelAtPeriodEnd && expiry ? `<p class="hint">${esc(t.cancelsAt)} ${expiry}.</p>` : ""}
${
  Number(sub.plan.priceYear) > 0 && !noExpiry
    ? `<form method="post" action="${base}/${sub.subscription.cancelAtPeriodEnd ? "resume" : "cancel"}"><button class="secondary" type="submit">${esc(sub.subscription.cancelAtPeriodEnd ? t.resumeButton : t.cancelButton)}</button></form>`
    : ""
}`
    : `<p>${esc(String(t.state[1]))}</p>`;
  const invoices = view.invoices.length
    ? `<table><tbody>${view.invoices
        .map(
          (i) =>
            `<tr><td>${esc(i.number)}</td><td>${esc(i.description)}</td><td>${eur(i.amountCents - i.discountCents, lang)}</td><td><a href="${base}/invoices/${i.id}.pdf">${esc(t.download)}</a></td></tr>`,
        )
        .join("")}</tbody></table>`
    : `<p class="hint">${esc(t.noInvoices)}</p>`;
  const plans = view.plans
    .filter((p) => p.id !== sub?.plan.id || sub?.subscription.state === 4)
    .map(
      (p) =>
        `<form method="post" action="${base}/change" class="row"><input type="hidden" name="plan_id" value="${p.id}"><span>${esc(p.name)} · ${eur(Math.round(Number(p.priceYear) * 100), lang)}${esc(t.perYear)}</span><button type="submit">${esc(t.switchTo)} ${esc(p.name)}</button></form>`,
    )
    .join("");
  const body = `<main><section><h1>${esc(t.portal)}</h1>${current}</section>
<section><h2>${esc(t.changePlan)}</h2>${plans}</section>
<section><h2>${esc(t.invoices)}</h2>${invoices}</section>
<p><a href="${esc(view.returnPath)}">${esc(t.back)}</a></p></main>`;
  return layout(lang, t.portal, body);
}

export function appendQuery(path: string, query: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}
