import type { Localized } from '../i18n/language.ts';

/** Spec §4 order: personal info, ID, additional info, questionnaire, bank card, then review. */
export const ONBOARDING_STEPS = [
  'personalInfo',
  'identity',
  'additionalInfo',
  'questionnaire',
  'bankCard',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type NextStep = OnboardingStep | 'review';

/** The order statuses of spec §4 that stand for each missing step (the order-status router). */
export const STEP_STATUS: Record<OnboardingStep, number> = {
  personalInfo: 6,
  identity: 12,
  additionalInfo: 11,
  questionnaire: 17,
  bankCard: 5,
};

export const STEP_NAMES: Record<OnboardingStep, Localized> = {
  personalInfo: { en: 'your personal info', es: 'tus datos personales' },
  identity: { en: 'your ID photos', es: 'las fotos de tu identificación' },
  additionalInfo: { en: 'your work and contacts', es: 'tu trabajo y contactos' },
  questionnaire: { en: 'the credit questionnaire', es: 'el cuestionario de crédito' },
  bankCard: { en: 'your bank account', es: 'tu cuenta bancaria' },
};

export function nextStep(done: Record<OnboardingStep, boolean>): NextStep {
  return ONBOARDING_STEPS.find((step) => !done[step]) ?? 'review';
}
