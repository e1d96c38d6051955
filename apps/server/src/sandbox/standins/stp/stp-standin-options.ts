import type { KeyObject } from 'node:crypto';

/** What the STP stand-in knows of the company it serves, as STP knows it from the contract. */
export interface StpStandInOptions {
  empresa: string;
  /**
   * The company's public key: every `firma` is checked against it, as STP checks it. Asked for at
   * the first check, so a sandbox service makes its key pair only when STP is first used.
   */
  publicKey: () => KeyObject;
  /** The Basic credentials in the notification URLs the company registered with STP. */
  notifyUser: string;
  notifyPassword: string;
}
