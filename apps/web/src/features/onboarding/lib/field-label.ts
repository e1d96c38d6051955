import { FIELD_LABELS, type FieldName, type Language } from '@puente/domain';

/** A field's label as the form shows it: the domain's name for it (messages use the same), capitalised. */
export function fieldLabel(field: FieldName, language: Language): string {
  const text = FIELD_LABELS[field][language];
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The id of a field's control, so a message can point at it and focus can move to it. */
export function fieldId(field: string): string {
  return `field-${field}`;
}
