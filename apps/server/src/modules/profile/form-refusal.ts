import { DomainError, FIELD_LABELS, type FormIssue, formMessage, LANGUAGES } from '@puente/domain';

/** A form that broke spec §5 rules: the first issue is the message, all of them travel as data. */
export function formRefusal(issues: FormIssue[]): DomainError {
  const first = issues[0] as FormIssue;
  const message = { en: formMessage(first, 'en'), es: formMessage(first, 'es') };
  const data = {
    field: first.field,
    rule: first.rule,
    issues: issues.map((issue) => ({
      ...issue,
      msg: Object.fromEntries(LANGUAGES.map((lang) => [lang, formMessage(issue, lang)])),
    })),
  };
  return new DomainError('formInvalid', { field: FIELD_LABELS[first.field].en }, { message, data });
}
