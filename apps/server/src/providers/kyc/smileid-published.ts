/**
 * Facts from Smile ID's official Node library, `smile-identity-core` 3.2.1 on npm (MIT licence,
 * github.com/smileidentity/smile-identity-core-js; tarball sha256 a8933c08…a480e804), for the
 * contract tests (decision 050). The library is not a dependency: its package has a `preinstall`
 * script and pulls axios and jszip. The vectors were computed by running the tarball's own
 * `dist/src/signature.js` (sha256 a6b42a28…dda6b35), unchanged, with these inputs:
 *   new Signature(partnerId, apiKey).generate_signature(timestamp)
 */
export const LIBRARY_SIGNATURES = [
  {
    partnerId: '2',
    apiKey: '0b2c6a63-2f4e-4a9c-9c41-7a3f2d6c1e55',
    timestamp: '2026-11-26T16:30:00.000Z',
    signature: 'zJ9UXB/aXMlqW/nnLLURntCmISoScmb0njroxCZEL68=',
  },
  {
    partnerId: '1234',
    apiKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    timestamp: '2023-07-11T08:00:00.000Z',
    signature: 'a9q2TqGqFgKP88CZ8iBUP6to9lgU+PiEZJsO84Mdwvk=',
  },
] as const;

/**
 * The top-level fields `IDApi.createVerificationRequest` sends to `POST /id_verification` (the id
 * info's fields spread beside them), and `partner_params`' required keys (`validatePartnerParams`).
 */
export const LIBRARY_ENHANCED_KYC_FIELDS = {
  always: ['partner_id', 'partner_params', 'timestamp', 'signature', 'source_sdk', 'source_sdk_version'],
  idInfo: ['country', 'id_type', 'id_number', 'first_name', 'middle_name', 'last_name', 'dob'],
  partnerParams: ['user_id', 'job_id', 'job_type'],
  /** `JOB_TYPE.ENHANCED_KYC` in the library's constants.js. */
  enhancedKycJobType: 5,
  /** `sidServerMapping` in constants.js: 0 is the test environment, 1 production. */
  servers: { 0: 'https://testapi.smileidentity.com/v1', 1: 'https://api.smileidentity.com/v1' },
} as const;
