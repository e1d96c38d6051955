import {
  ACCOUNT_TYPES,
  ERRORS,
  FIELD_LABELS,
  FORM_RULES,
  type FormIssue,
  formMessage,
  type Language,
  type MarketId,
} from '@puente/domain';
import { isApiError } from '../../../api/api-error.ts';

/** The message shown under each field, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** Each field's first broken rule, in the person's language and as the market names the field. */
export function messagesOf(issues: readonly FormIssue[], language: Language, market: MarketId): FieldErrors {
  const messages: FieldErrors = {};
  for (const issue of issues) messages[issue.field] ??= formMessage(issue, language, market);
  return messages;
}

function isFormIssue(value: unknown): value is FormIssue {
  const issue = value as { field?: unknown; rule?: unknown; kind?: unknown } | null;
  return (
    typeof issue?.field === 'string' &&
    issue.field in FIELD_LABELS &&
    typeof issue.rule === 'string' &&
    issue.rule in FORM_RULES &&
    (issue.kind === undefined || (ACCOUNT_TYPES as readonly unknown[]).includes(issue.kind))
  );
}

/** The issues of a form the service refused (code 10010450, data.issues), or null for any other refusal. */
export function refusedIssues(error: unknown): FormIssue[] | null {
  if (!isApiError(error) || error.code !== ERRORS.formInvalid.code) return null;
  const data = error.data as { issues?: unknown } | null;
  const listed = Array.isArray(data?.issues) ? data.issues : [data];
  const issues = listed
    .filter(isFormIssue)
    .map(({ field, rule, kind }) => (kind ? { field, rule, kind } : { field, rule }));
  return issues.length > 0 ? issues : null;
}
