// Talking to the Puente service through its envelope: registering a bench user and the
// getUserInfo request that is measured.
import { decrypt, seal } from './envelope.mjs';

export const APP = { packageName: 'com.puente.loans', appName: 'Puente', lang: 'en', afid: 'bench' };

function headers(token) {
  const h = { packageName: APP.packageName, appName: APP.appName, lang: APP.lang, afid: APP.afid };
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

/** The request for one call, sealed now: `t` is valid for 300 s, so each run seals its own. */
export function sealedRequest(method, path, fields = {}, token) {
  const { name, value } = seal(APP.packageName, fields);
  if (method === 'GET') return { method, path: `${path}?${name}=${value}`, headers: headers(token) };
  return {
    method,
    path,
    headers: { ...headers(token), 'content-type': 'application/json' },
    body: JSON.stringify({ [name]: value }),
  };
}

/** Parses an answer `{code, msg, data}` (decrypting it first should it come back sealed). */
export function parseAnswer(text) {
  let answer = JSON.parse(text);
  if (typeof answer === 'string' && /^[0-9A-F]+$/i.test(answer))
    answer = JSON.parse(decrypt(APP.packageName, answer));
  return answer;
}

export const isSuccess = (text) => {
  try {
    return parseAnswer(String(text)).code === 0;
  } catch {
    return false;
  }
};

async function call(base, method, path, fields, token) {
  const { path: p, ...req } = sealedRequest(method, path, fields, token);
  const res = await fetch(base + p, { ...req, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let answer;
  try {
    answer = parseAnswer(text);
  } catch {
    throw new Error(`${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (answer?.code !== 0)
    throw new Error(`${method} ${path}: HTTP ${res.status}, answer ${text.slice(0, 300)}`);
  return answer.data;
}

/** Registers a fresh user with a random Mexico City mobile (55 + 8 digits); returns the token. */
export async function registerUser(base) {
  const mobile = `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call(base, 'POST', '/api/security/getVerifyCode', { mobile, channel: 'sms' });
  let code;
  for (let i = 0; i < 25 && !code; i++) {
    const res = await fetch(`${base}/dev/outbox?mobile=${mobile}`, { signal: AbortSignal.timeout(5000) });
    const entries = res.ok ? await res.json() : [];
    code = Array.isArray(entries) ? entries.find((e) => e?.code)?.code : undefined;
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error(`no code for ${mobile} in /dev/outbox`);
  const data = await call(base, 'POST', '/api/security/register', { mobile, code });
  if (!data?.token) throw new Error('register answered without data.token');
  return { mobile, token: data.token };
}
