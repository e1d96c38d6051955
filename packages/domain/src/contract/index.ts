import { accountContracts } from './accounts.ts';
import { agreementContracts } from './agreements.ts';
import { appInfoContracts } from './app-info.ts';
import { cashierContracts } from './cashier.ts';
import { consentContracts } from './consent.ts';
import type { Contract, RouteOf } from './contract.ts';
import { routeOf } from './contract.ts';
import { creditContracts } from './credit.ts';
import { deviceContracts } from './device.ts';
import { disbursementContracts } from './disbursement.ts';
import { extensionContracts } from './extensions.ts';
import { identityContracts } from './identity.ts';
import { loanContracts } from './loans.ts';
import { marketContracts } from './market.ts';
import { messageContracts } from './messages.ts';
import { onboardingContracts } from './onboarding.ts';
import { portalContracts } from './portal.ts';
import { profileContracts } from './profile.ts';
import { promotionContracts } from './promotions.ts';
import { repaymentContracts } from './repayment.ts';
import { rewardContracts } from './rewards.ts';
import { securityContracts } from './security.ts';
import { voucherContracts } from './vouchers.ts';

export { accountContracts } from './accounts.ts';
export { agreementContracts } from './agreements.ts';
export { appInfoContracts } from './app-info.ts';
export { cashierContracts } from './cashier.ts';
export { collectorContract, consentContracts } from './consent.ts';
export * from './contract.ts';
export { creditContracts } from './credit.ts';
export { deviceContracts } from './device.ts';
export { disbursementContracts } from './disbursement.ts';
export { extensionContracts } from './extensions.ts';
export { identityContracts } from './identity.ts';
export { loanContracts } from './loans.ts';
export { marketContracts } from './market.ts';
export { messageContracts } from './messages.ts';
export { onboardingContracts } from './onboarding.ts';
export { portalContracts } from './portal.ts';
export { type BankAccountView, profileContracts } from './profile.ts';
export { promotionContracts } from './promotions.ts';
export { repaymentContracts } from './repayment.ts';
export { rewardContracts } from './rewards.ts';
export { securityContracts } from './security.ts';
export { voucherContracts } from './vouchers.ts';

/** Every area's contracts, one entry per area: add a new area here. */
const AREAS = [
  securityContracts,
  loanContracts,
  agreementContracts,
  disbursementContracts,
  marketContracts,
  rewardContracts,
  repaymentContracts,
  creditContracts,
  voucherContracts,
  portalContracts,
  extensionContracts,
  cashierContracts,
  accountContracts,
  profileContracts,
  consentContracts,
  identityContracts,
  deviceContracts,
  promotionContracts,
  appInfoContracts,
  onboardingContracts,
  messageContracts,
] as const;

/** Each area's contracts, area by area (distributed, so one area's keys never narrow another's). */
type ContractsOf<Area> = Area extends unknown ? Area[keyof Area] : never;
type AreaContract = ContractsOf<(typeof AREAS)[number]>;

/** Every call of the wire protocol. */
export const CONTRACTS: readonly Contract[] = AREAS.flatMap((area) => Object.values(area) as Contract[]);

/** A call by its route, e.g. `ContractByRoute['POST /api/security/login']`. */
export type ContractByRoute = { [C in AreaContract as RouteOf<C>]: C };
export type Route = keyof ContractByRoute;

const byRoute = new Map(CONTRACTS.map((c) => [routeOf(c), c]));

/** The contract a request reached (method and full path), including the POST a GET call also answers. */
export function contractFor(method: string, url: string): Contract | undefined {
  const found = byRoute.get(`${method} ${url}`);
  if (found) return found;
  const get = byRoute.get(`GET ${url}`);
  return method === 'POST' && get?.alsoPost ? get : undefined;
}
