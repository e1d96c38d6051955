import type { NigeriaProviderSettings } from '../../settings/nigeria-providers-settings.ts';
import type { NigeriaCollection } from './gateway-factory.ts';

/**
 * What borrowers are offered of the Nigerian collection providers built (decision 052): the checkout
 * gateways of NG_CHECKOUT_GATEWAYS and the reserved-account providers of NG_ACCOUNT_PROVIDERS, each
 * only if built. The webhooks of every configured provider still verify and credit (a payment into an
 * account opened before a provider was withdrawn still counts).
 */
export function offeredNigerianChannels(
  built: NigeriaCollection,
  offer: Pick<NigeriaProviderSettings, 'checkoutGateways' | 'accountProviders'>,
): NigeriaCollection {
  const gateways: NigeriaCollection['gateways'] = {};
  for (const name of offer.checkoutGateways) if (built.gateways[name]) gateways[name] = built.gateways[name];
  const accounts: NigeriaCollection['accounts'] = {};
  for (const name of offer.accountProviders) if (built.accounts[name]) accounts[name] = built.accounts[name];
  return { gateways, accounts };
}
