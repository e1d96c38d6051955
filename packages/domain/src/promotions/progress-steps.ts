import type { Localized } from '../i18n/language.ts';

export interface PromotionStep {
  id: 'personalInfo' | 'creditScore' | 'decision' | 'reviewCompleted';
  label: Localized;
}

/** What happens after a number is left on `/yx3`, in order (spec §2). */
export const PROMOTION_STEPS: readonly PromotionStep[] = [
  { id: 'personalInfo', label: { en: 'Check personal info', es: 'Verificar datos personales' } },
  { id: 'creditScore', label: { en: 'Confirm credit score', es: 'Confirmar puntaje crediticio' } },
  { id: 'decision', label: { en: 'Intelligent decision', es: 'Decisión inteligente' } },
  { id: 'reviewCompleted', label: { en: 'Review completed', es: 'Revisión completada' } },
];
