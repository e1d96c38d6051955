import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { Config } from '../../../settings/config.ts';
import type { StaffSessions } from '../../staff/staff-sessions.ts';
import type { SecretBox } from './secret-box.ts';

/** What the sign-in, invite and staff services share. */
export interface StaffAuthDeps {
  db: Db;
  /** Stamps the audit trail, like every staff action. */
  clock: Pick<BusinessClock, 'now'>;
  sessions: StaffSessions;
  /** Seals TOTP secrets at rest. */
  totpBox: SecretBox;
  config: Pick<Config, 'publicUrl'>;
  /** Lockouts, pending steps and TOTP run on the wall clock, like sessions: a tester moves the business clock. */
  wall: () => number;
}

/** Where a request came from, for the session and the audit trail. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string | undefined;
}
