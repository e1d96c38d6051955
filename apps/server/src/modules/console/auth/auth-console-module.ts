import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import type { Config } from '../../../settings/config.ts';
import { loadServiceSecret } from '../../security/service-secret.ts';
import type { StaffSessions } from '../../staff/staff-sessions.ts';
import type { StaffAuthDeps } from './auth-deps.ts';
import { staffAuthRoutes } from './auth-routes.ts';
import { BootstrapToken } from './bootstrap-token.ts';
import { InviteService } from './invite-service.ts';
import { PasskeyRegistration } from './passkey-registration.ts';
import { SecretBox } from './secret-box.ts';
import { SignInService } from './sign-in-service.ts';
import { StaffAdminService } from './staff-admin-service.ts';

/**
 * Staff accounts and sign-in (decision 054): password then TOTP or a passkey, lockout, invitations,
 * the staff list, and the create-admin command's door into a running service.
 */
export const authConsoleModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const deps = await staffAuthDeps(shared);
  const bootstrap = new BootstrapToken();
  const { config } = shared;
  // Only a service that listens on the embedded database writes the token (tests never listen).
  if (!config.databaseUrl) {
    app.addHook('onListen', async () => bootstrap.write(config.dataDir));
    app.addHook('onClose', async () => bootstrap.remove(config.dataDir));
  }
  parts.addStaffRoutes(
    app,
    staffAuthRoutes({
      signIn: new SignInService(deps),
      invites: new InviteService(deps),
      passkeys: new PasskeyRegistration(deps),
      admin: new StaffAdminService(deps),
      bootstrap,
      deps,
    }),
  );
};

/** The services' dependencies; the create-admin command builds them the same way. */
export async function staffAuthDeps(shared: {
  db: Db;
  clock: StaffAuthDeps['clock'];
  config: Pick<Config, 'secretKey' | 'sandbox' | 'publicUrl'>;
  staff: { sessions: StaffSessions };
}): Promise<StaffAuthDeps> {
  const secret = await loadServiceSecret(shared.config, shared.db);
  return {
    db: shared.db,
    clock: shared.clock,
    sessions: shared.staff.sessions,
    totpBox: new SecretBox(secret, 'staff-totp'),
    config: shared.config,
    wall: Date.now,
  };
}
