import { DEFAULT_APP, envelopeFieldName } from '@puente/domain';
import { encryptEnvelope } from '../../protocol/envelope-crypto.ts';
import type { CallReply, TestService } from '../../testing/test-service.ts';

/**
 * A call at its full address (/api or /cou) with headers of the test's choosing: the country
 * lookup reads Accept-Language, CF-IPCountry and the User-Agent, which `s.call` does not send.
 */
export async function rawCall(
  s: TestService,
  method: 'GET' | 'POST',
  url: string,
  payload: Record<string, unknown> = {},
  options: { packageName?: string; headers?: Record<string, string> } = {},
): Promise<CallReply> {
  const packageName = options.packageName ?? DEFAULT_APP.packageName;
  const body = JSON.stringify({ ...payload, t: Math.floor(Date.now() / 1000) });
  const field = { [envelopeFieldName()]: encryptEnvelope(packageName, body) };
  const response = await s.app.inject({
    method,
    url,
    headers: { packagename: packageName, lang: 'en', ...options.headers },
    ...(method === 'GET' ? { query: field } : { payload: field }),
  });
  return { status: response.statusCode, ...response.json() };
}
