import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { onboardingCalls } from './onboarding-routes.ts';

/** Where the borrower is in the onboarding steps; answers abandoned for long are purged. */
export const onboardingModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, onboardingCalls(shared.onboarding));
  parts.addTickStep('purgeAbandonedOnboarding', () => shared.onboarding.purgeAbandoned());
};
