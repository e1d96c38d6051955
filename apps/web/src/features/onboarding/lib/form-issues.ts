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

/** Refusals about one field that are not form rules: an id or account another phone number owns (decision 038). */
const FIELD_REFUSALS: readonly number[] = [ERRORS.identityTaken.code, ERRORS.bankAccountTaken.code];

/**
 * The field a refusal of FIELD_REFUSALS names (data.field) with the service's own message, to show
 * under that field; null for any other refusal (or one about no field on this screen).
 */
export function refusedField(error: unknown): { field: string; message: string } | null {
  if (!isApiError(error) || !FIELD_REFUSALS.includes(error.code)) return null;
  const field = (error.data as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field in FIELD_LABELS ? { field, message: error.message } : null;
}
