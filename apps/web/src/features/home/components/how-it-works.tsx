import { useI18n } from '../../../i18n/use-i18n.ts';

export function HowItWorks() {
  const { t } = useI18n();
  return (
    <section className="home-steps" aria-labelledby="home-steps-title">
      <h2 id="home-steps-title" className="home-steps-title">
        {t('home.stepsTitle')}
      </h2>
      <ol className="home-steps-list">
        <li>{t('home.step1')}</li>
        <li>{t('home.step2')}</li>
        <li>{t('home.step3')}</li>
      </ol>
    </section>
  );
}
