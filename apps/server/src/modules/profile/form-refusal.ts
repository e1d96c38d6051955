import {
  DomainError,
  type FormIssue,
  fieldLabelIn,
  formMessage,
  LANGUAGES,
  type MarketId,
} from '@puente/domain';

/**
 * A form that broke spec §5 rules: the first issue is the message, all of them travel as data.
 * Fields are named as the borrower's market names them (Nigeria's `city` is the LGA).
 */
export function formRefusal(issues: FormIssue[], market?: MarketId): DomainError {
  const first = issues[0] as FormIssue;
  const message = { en: formMessage(first, 'en', market), es: formMessage(first, 'es', market) };
  const data = {
    field: first.field,
    rule: first.rule,
    issues: issues.map((issue) => ({
      ...issue,
      msg: Object.fromEntries(LANGUAGES.map((lang) => [lang, formMessage(issue, lang, market)])),
    })),
  };
  return new DomainError(
    'formInvalid',
    { field: fieldLabelIn(first.field, 'en', market) },
    { message, data },
  );
}
