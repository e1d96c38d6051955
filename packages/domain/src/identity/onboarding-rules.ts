/**
 * Spec §9: "Unsubmitted data deleted after 1 week". Counted from the borrower's last onboarding
 * activity (personal info, photos, consent, collected data) on the business clock.
 */
export const ONBOARDING_RETENTION_DAYS = 7;
