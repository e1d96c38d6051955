import { appInfoContracts } from './app-info.ts';
import { consentContracts } from './consent.ts';
import type { Contract, RouteOf } from './contract.ts';
import { routeOf } from './contract.ts';
import { deviceContracts } from './device.ts';
import { identityContracts } from './identity.ts';
import { onboardingContracts } from './onboarding.ts';
import { profileContracts } from './profile.ts';
import { promotionContracts } from './promotions.ts';
import { securityContracts } from './security.ts';

export { appInfoContracts } from './app-info.ts';
export { collectorContract, consentContracts } from './consent.ts';
export * from './contract.ts';
export { deviceContracts } from './device.ts';
export { identityContracts } from './identity.ts';
export { onboardingContracts } from './onboarding.ts';
export { type BankAccountView, profileContracts } from './profile.ts';
export { promotionContracts } from './promotions.ts';
export { securityContracts } from './security.ts';

/** Every area's contracts, one entry per area: add a new area here. */
const AREAS = [
  securityContracts,
  profileContracts,
  consentContracts,
  identityContracts,
  deviceContracts,
  promotionContracts,
  appInfoContracts,
  onboardingContracts,
] as const;

/** Distributes over the areas: `keyof` of their union would keep only the names they all share. */
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
