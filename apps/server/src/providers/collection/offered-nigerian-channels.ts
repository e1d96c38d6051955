import type { NigerianChannelsOffered } from '../../modules/repayment/repayment-detail.ts';
import type { NigeriaProviderSettings } from '../../settings/nigeria-providers-settings.ts';
import type { NigeriaCollection } from './gateway-factory.ts';
import type { AccountProviderName, GatewayName } from './gateway-provider.ts';

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

/**
 * The names of the providers offered, in the settings' order (offeredNigerianChannels keeps it): what
 * the repay detail tells the web app to offer inside the checkout and reserved-account screens.
 */
export function nigerianChannelsOffered(offered: NigeriaCollection): NigerianChannelsOffered {
  return {
    gateways: Object.keys(offered.gateways) as GatewayName[],
    accountProviders: Object.keys(offered.accounts) as AccountProviderName[],
  };
}
