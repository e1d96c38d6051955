import Steps from 'antd-mobile/es/components/steps';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';

export type ReviewStage = 'reviewing' | 'approved' | 'rejected';

/** The review's progress (spec §4): submitted, under review, decision. */
export function ReviewSteps({ stage }: { stage: ReviewStage }) {
  const { t } = useLoansI18n();
  const decided = stage !== 'reviewing';
  const decision =
    stage === 'approved'
      ? t('review.approved')
      : stage === 'rejected'
        ? t('review.rejected')
        : t('review.decision');
  const current = decided ? 2 : 1;
  return (
    <div className="ln-steps">
      <p className="visually-hidden">
        {t('review.stepOf', {
          step: current + 1,
          total: 3,
          name: [t('review.submitted'), t('review.underReview'), decision][current] ?? '',
        })}
      </p>
      <Steps current={current}>
        <Steps.Step title={t('review.submitted')} status="finish" />
        <Steps.Step title={t('review.underReview')} status={decided ? 'finish' : 'process'} />
        <Steps.Step
          title={decision}
          status={stage === 'approved' ? 'finish' : stage === 'rejected' ? 'error' : 'wait'}
        />
      </Steps>
    </div>
  );
}
