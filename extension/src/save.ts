// The saver's window (save.html?tab=<id>): the posting read from that tab, a choice of saved job or
// tracked application, the token on first use, and the save. Plain DOM: one small form.
import { JOB_CAPTURE_EXTENSION as X, JOB_CAPTURE_TARGETS, JOB_CAPTURE_TEXT, type JobCaptureTarget } from '#shared/constants/job-capture.ts';
import { postingFromPage } from '#shared/rules/job-posting.ts';
import { link } from '#shared/routes.ts';
import type { CapturedPosting } from '#shared/schemas/job-capture.ts';
import { htmlToText } from './html-to-text.ts';
import { stashedFacts } from './page-facts.ts';
import { forgetToken, saveToUpward, serverOrigin, storedToken, storeToken } from './upward.ts';
import './save.css';

const TARGET_PAGES = { saved: link('/saved-jobs'), tracked: link('/applications') } as const satisfies Record<JobCaptureTarget, string>;

/** An element with its attributes and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** "€50,000 – €60,000 a year" in the posting's own currency. */
function salaryText(salary: NonNullable<CapturedPosting['salary']>): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 });
  const range = salary.min === salary.max ? money.format(salary.min) : `${money.format(salary.min)} – ${money.format(salary.max)}`;
  return `${range} ${X.perYear}`;
}

function summary(posting: CapturedPosting): HTMLElement {
  const rows: [string, string][] = [
    [X.fieldLabels.title, posting.title],
    [X.fieldLabels.company, posting.companyName],
    [X.fieldLabels.location, posting.location ?? X.noLocation],
    [X.fieldLabels.salary, posting.salary ? salaryText(posting.salary) : X.noSalary],
  ];
  return el('dl', { class: 'posting' }, ...rows.flatMap(([term, value]) => [el('dt', {}, term), el('dd', {}, value)]));
}

/** Where the user can add the job by hand when this page gives nothing to save. */
const addYourself = (origin: string) => el('a', { href: `${origin}${TARGET_PAGES.tracked}`, target: '_blank', rel: 'noopener' }, X.addYourself);

async function main() {
  document.title = X.windowTitle;
  const app = document.getElementById('app')!;
  const heading = el('h1', {}, X.windowTitle);
  const reading = el('p', { role: 'status' }, X.reading);
  app.replaceChildren(heading, reading);

  const tabId = Number(new URLSearchParams(location.search).get('tab'));
  const [origin, facts] = await Promise.all([serverOrigin(), Number.isInteger(tabId) ? stashedFacts(tabId) : undefined]);
  if (!origin) return void app.replaceChildren(heading, el('p', { role: 'alert' }, X.noServer));
  if (facts === null) return void app.replaceChildren(heading, el('p', { role: 'alert' }, X.pageUnreadable), el('p', {}, addYourself(origin)));
  const posting = facts ? postingFromPage(facts, htmlToText) : null;
  if (!posting) return void app.replaceChildren(heading, el('p', { role: 'alert' }, JOB_CAPTURE_TEXT.noPosting), el('p', {}, addYourself(origin)));

  const targets = el(
    'fieldset',
    { class: 'targets' },
    el('legend', {}, JOB_CAPTURE_TEXT.saveAs),
    ...JOB_CAPTURE_TARGETS.map((target, i) =>
      el('label', {}, el('input', { type: 'radio', name: 'target', value: target, ...(i === 0 ? { checked: '' } : {}) }), ` ${JOB_CAPTURE_TEXT.targetLabels[target]}`),
    ),
  );

  // The token: asked for until one is kept, and again whenever the server refuses the one kept.
  const tokenInput = el('input', { id: 'token', type: 'password', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': 'token-help' });
  const tokenField = el(
    'div',
    { class: 'token-field' },
    el('label', { for: 'token' }, X.tokenLabel),
    tokenInput,
    el('p', { id: 'token-help', class: 'help' }, X.tokenDescription),
  );
  const changeToken = el('button', { type: 'button', class: 'link' }, X.changeToken);
  const showTokenField = (show: boolean) => {
    tokenField.hidden = !show;
    changeToken.hidden = show;
  };
  changeToken.addEventListener('click', () => {
    showTokenField(true);
    tokenInput.focus();
  });
  showTokenField((await storedToken()) === null);

  const saveButton = el('button', { type: 'submit', class: 'primary' }, JOB_CAPTURE_TEXT.save);
  const outcome = el('div', { class: 'outcome', role: 'status' });
  const form = el('form', { 'aria-label': X.windowTitle, novalidate: '' }, targets, tokenField, el('div', { class: 'actions' }, saveButton, changeToken), outcome);
  const fail = (message: string) => outcome.replaceChildren(el('p', { class: 'error', role: 'alert' }, message));

  const save = async () => {
    const target = (form.elements.namedItem('target') as RadioNodeList).value as JobCaptureTarget;
    const typed = tokenInput.value.trim();
    if (!tokenField.hidden && !typed) {
      fail(X.tokenRequired);
      tokenInput.focus();
      return;
    }
    if (typed) await storeToken(typed);
    const token = typed || (await storedToken());
    if (!token) return;

    saveButton.disabled = true;
    saveButton.textContent = X.saving;
    outcome.replaceChildren();
    const result = await saveToUpward(origin, token, { target, posting });
    saveButton.textContent = JOB_CAPTURE_TEXT.save;
    if (!result.ok) {
      saveButton.disabled = false;
      if (result.tokenRefused) {
        await forgetToken();
        tokenInput.value = '';
        showTokenField(true);
        tokenInput.focus();
      }
      return fail(result.message);
    }
    tokenInput.value = '';
    showTokenField(false);
    outcome.replaceChildren(
      el('p', { class: 'done' }, X.savedTo[target]),
      ...(result.result.onBoard ? [el('p', {}, JOB_CAPTURE_TEXT.alsoOnBoard)] : []),
      el('p', {}, el('a', { href: `${origin}${TARGET_PAGES[target]}`, target: '_blank', rel: 'noopener' }, X.openIn[target])),
    );
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void save();
  });

  app.replaceChildren(heading, summary(posting), form);
}

void main();
