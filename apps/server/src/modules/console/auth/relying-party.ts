import { DomainError } from '@puente/domain';
import type { Config } from '../../../settings/config.ts';

export interface RelyingParty {
  /** The domain passkeys are bound to (PUBLIC_URL's host name). */
  id: string;
  /** The one origin whose pages may use them (PUBLIC_URL's origin). */
  origin: string;
  name: string;
}

/**
 * Passkeys are bound to PUBLIC_URL's origin, never to the request's Host header: a phishing proxy
 * can set any Host, and a passkey's worth is that it answers only the real origin (decision 054).
 * In a sandbox PUBLIC_URL defaults to http://localhost:PORT, so the console must be opened there
 * (WebAuthn refuses an IP address such as 127.0.0.1 as the relying party).
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  if (!config.publicUrl) throw new DomainError('staffPasskeysUnavailable');
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Puente console' };
}
