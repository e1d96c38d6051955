// Prints, per route, the JavaScript a first visit to that route downloads (gzip): the entry chunk,
// the chunks it imports statically, and the route's own lazy chunk with its static imports.
// Follows Vite's manifest (build.manifest: true). Exits 1 when home or login is over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_BUDGET_KB as BUDGET_KB } from './first-load-budget.mjs';

const BUDGETED = ['home', 'login'];

/** The lazily loaded layout of the data screens (TanStack Query), loaded with each of them. */
const DATA_LAYOUT = 'src/app/layouts/data-layout.tsx';

/** Route name → the module(s) its `lazy` imports, layouts first (see src/app/routes.tsx). */
const ROUTES = {
  home: 'src/features/home/routes/home.tsx',
  login: 'src/features/auth/routes/login.tsx',
  register: 'src/features/auth/routes/register.tsx',
  records: 'src/features/records/routes/records.tsx',
  me: 'src/features/me/routes/me.tsx',
  settings: 'src/features/user-center/routes/settings.tsx',
  language: 'src/features/user-center/routes/language.tsx',
  'personal info': [DATA_LAYOUT, 'src/features/onboarding/routes/personal-info.tsx'],
  'ID photos': [DATA_LAYOUT, 'src/features/onboarding/routes/id-card.tsx'],
  'additional info': [DATA_LAYOUT, 'src/features/onboarding/routes/additional-info.tsx'],
  questionnaire: [DATA_LAYOUT, 'src/features/onboarding/routes/loan-question.tsx'],
  'bank account': [DATA_LAYOUT, 'src/features/onboarding/routes/add-bank-card.tsx'],
  'to borrow': [DATA_LAYOUT, 'src/features/loans/routes/to-borrow.tsx'],
  'review tips': [DATA_LAYOUT, 'src/features/loans/routes/review-tips.tsx'],
  'confirm borrow': [DATA_LAYOUT, 'src/features/loans/routes/confirm-borrow.tsx'],
  agreement: [DATA_LAYOUT, 'src/features/loans/routes/agreement.tsx'],
  'lending / finish loading': [DATA_LAYOUT, 'src/features/loans/routes/payout-wait.tsx'],
  'cancellation form': [DATA_LAYOUT, 'src/features/loans/routes/cancellation-form.tsx'],
  'agreement list': [DATA_LAYOUT, 'src/features/loans/routes/agreement-list.tsx'],
  'repay detail': [DATA_LAYOUT, 'src/features/repay/routes/repay-detail.tsx'],
  'repay by SPEI': [DATA_LAYOUT, 'src/features/repay/routes/repay-stp.tsx'],
  'repay at OXXO': [DATA_LAYOUT, 'src/features/repay/routes/repay-oxxo.tsx'],
  'repay online (cashier)': [DATA_LAYOUT, 'src/features/repay/routes/cashier.tsx'],
  'repay to reserved account': [DATA_LAYOUT, 'src/features/repay/routes/reserved-account.tsx'],
  'proof of payment': [DATA_LAYOUT, 'src/features/repay/routes/manual-repayment.tsx'],
  'payment link (portal)': [DATA_LAYOUT, 'src/features/repay/routes/portal-repayment.tsx'],
  'extension details': [DATA_LAYOUT, 'src/features/extension/routes/extension-detail.tsx'],
  'confirm extension': [DATA_LAYOUT, 'src/features/extension/routes/confirm-extension.tsx'],
  'renewal agreement': [DATA_LAYOUT, 'src/features/extension/routes/renewal-agreement.tsx'],
  messages: [DATA_LAYOUT, 'src/features/messages/routes/msg-list.tsx'],
  message: [DATA_LAYOUT, 'src/features/messages/routes/msg-detail.tsx'],
  coupons: [DATA_LAYOUT, 'src/features/rewards/routes/coupons.tsx'],
  'prize draw': [DATA_LAYOUT, 'src/features/rewards/routes/prize-draw.tsx'],
  FAQ: 'src/features/help/routes/faq.tsx',
  'about us': 'src/features/help/routes/about-us.tsx',
  'customer service': 'src/features/help/routes/customer-services.tsx',
  'privacy policy': 'src/features/help/routes/privacy-policy.tsx',
  terms: 'src/features/help/routes/terms-condition.tsx',
  'open the app': 'src/features/app-info/routes/open-app.tsx',
  country: 'src/features/app-info/routes/nation.tsx',
  yx1: 'src/features/promotions/routes/yx1.tsx',
  yx2: 'src/features/promotions/routes/yx2.tsx',
  yx2ConfirmBorrow: 'src/features/promotions/routes/yx2-confirm-borrow.tsx',
  yx3: [DATA_LAYOUT, 'src/features/promotions/routes/yx3.tsx'],
  'not found': 'src/ui/not-found-screen.tsx',
};

/** Loaded after the first screen is up, named here so their weight stays visible. */
const DEFERRED = {
  'parseMobile and messages (login/register, first touch)': 'src/features/auth/lib/auth-checks.ts',
  'photo compression (ID photos, first photo)':
    'browser-image-compression/dist/browser-image-compression.mjs',
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipCache = new Map();

function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length / 1000);
  return gzipCache.get(file);
}

function findKey(source) {
  const key = Object.keys(manifest).find((k) => k === source || k.endsWith(`/${source}`));
  if (!key) throw new Error(`size-report: ${source} is not in the manifest; update ROUTES in this script`);
  return key;
}

/** The files a key pulls in before it can run: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

function files(keys, kind) {
  const out = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (kind === 'js' && chunk.file.endsWith('.js')) out.add(chunk.file);
    if (kind === 'css') for (const css of chunk.css ?? []) out.add(css);
  }
  return out;
}

const sum = (set) => [...set].reduce((total, file) => total + gzipKb(file), 0);
const kb = (n) => `${n.toFixed(1).padStart(6)} kB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryKeys = closure(entryKey);
// Scripts written into index.html (the route preloader) run on every first visit: part of the entry.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const inlineKb = [...html.matchAll(/<script>([\s\S]+?)<\/script>/g)].reduce(
  (total, [, text]) => total + gzipSync(text).length / 1000,
  0,
);
const entryJs = new Set(files(entryKeys, 'js'));

console.log(`\nInitial JavaScript per route (gzip; budget ${BUDGET_KB} kB for ${BUDGETED.join(', ')})\n`);
console.log(
  `${'route'.padEnd(38)}${'total JS'.padStart(10)}${'entry'.padStart(10)}${'route'.padStart(10)}${'CSS'.padStart(10)}`,
);
let failed = false;
for (const [name, source] of Object.entries(ROUTES)) {
  const keys = new Set(entryKeys);
  for (const module of [source].flat()) for (const key of closure(findKey(module))) keys.add(key);
  const js = new Set(files(keys, 'js'));
  const own = new Set([...js].filter((file) => !entryJs.has(file)));
  const total = sum(js) + inlineKb;
  const over = BUDGETED.includes(name) && total > BUDGET_KB;
  failed ||= over;
  console.log(
    `${name.padEnd(38)}${kb(total)}${kb(sum(entryJs) + inlineKb)}${kb(sum(own))}${kb(sum(files(keys, 'css')))}${over ? '  OVER BUDGET' : ''}`,
  );
}

console.log('\nLoaded after the first screen (not part of the figures above)\n');
for (const [name, source] of Object.entries(DEFERRED)) {
  const own = new Set([...files(closure(findKey(source)), 'js')].filter((file) => !entryJs.has(file)));
  console.log(`${name.padEnd(38)}${kb(sum(own))}`);
}
console.log('');

if (failed) {
  console.error(`size-report: a budgeted route is over ${BUDGET_KB} kB gzip`);
  process.exit(1);
}
