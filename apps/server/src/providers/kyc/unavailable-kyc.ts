import { type KycProvider, KycUnavailableError } from './kyc-provider.ts';

/** Production mode until a real identity provider is integrated: every check answers "unavailable". */
export class UnavailableKyc implements KycProvider {
  async ocrIdCard(): Promise<never> {
    throw new KycUnavailableError('no identity provider is configured (KYC_PROVIDER=none)');
  }

  async matchFace(): Promise<never> {
    throw new KycUnavailableError('no identity provider is configured (KYC_PROVIDER=none)');
  }
}
