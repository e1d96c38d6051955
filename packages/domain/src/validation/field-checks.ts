import type { MarketId } from '../markets/markets.ts';
import { isOptionValue, type OptionListName } from '../options/catalogue.ts';
import { phoneDigits } from '../phone/phone-digits.ts';
import { type FieldName, maxLengthOf } from './field-labels.ts';
import type { FormIssue, FormRule } from './form-messages.ts';

export type Input = Record<string, unknown>;

/** Collects issues in the order fields appear on screen, and the cleaned values that passed. */
export class FormChecker {
  readonly issues: FormIssue[] = [];
  readonly value: Record<string, string | number> = {};

  constructor(
    private readonly input: Input,
    readonly market: MarketId,
  ) {}

  fail(field: FieldName, rule: FormRule): undefined {
    this.issues.push({ field, rule });
    return undefined;
  }

  /** Trimmed text, or undefined (with a `required` issue when asked). */
  text(field: FieldName, required: boolean): string | undefined {
    const raw = this.input[field];
    const text =
      typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : typeof raw === 'number' ? String(raw) : '';
    if (text === '') return required ? this.fail(field, 'required') : undefined;
    return text;
  }

  /**
   * Free text (names, city, company, email, links): trimmed, and refused past the field's
   * FIELD_MAX_LENGTH, the same bound the web app's inputs carry. Fields with a format of their own
   * (ids, phones, the address) are held to their exact lengths by their checks instead.
   */
  freeText(field: FieldName, required: boolean): string | undefined {
    const text = this.text(field, required);
    const max = maxLengthOf(field);
    if (text !== undefined && max !== undefined && text.length > max) return this.fail(field, 'tooLong');
    return text;
  }

  keep<T extends string | number>(field: FieldName, value: T | undefined): T | undefined {
    if (value !== undefined) this.value[field] = value;
    return value;
  }

  choice(field: FieldName, list: OptionListName, required = true): string | undefined {
    const raw = this.input[field];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (value === '') return required ? this.fail(field, 'requiredChoice') : undefined;
    if (!isOptionValue(this.market, list, value)) return this.fail(field, 'notAnOption');
    return this.keep(field, value);
  }

  /** Letters of any alphabet with single spaces, hyphens or apostrophes; at least 3 letters. */
  name(field: FieldName, required: boolean): string | undefined {
    const text = this.freeText(field, required);
    if (text === undefined) return undefined;
    const letters = text.replace(/[\s'-]/g, '');
    if (!/^\p{L}+$/u.test(letters) || letters.length < 3) return this.fail(field, 'nameLetters');
    return this.keep(field, text);
  }

  /**
   * WhatsApp, spare and company phones (spec §5): digits only, at most 11, counted once spaces,
   * dashes, brackets and the country prefix are gone ("+52 55 3184 7726" is ten digits).
   */
  digitsPhone(field: FieldName, required: boolean): string | undefined {
    const text = this.text(field, required);
    if (text === undefined) return undefined;
    const digits = phoneDigits(this.market, text);
    if (!/^[+\d\s().-]+$/.test(text) || !/^\d{10,11}$/.test(digits)) return this.fail(field, 'phoneDigits');
    return this.keep(field, digits);
  }

  address(field: FieldName, required = true): string | undefined {
    const text = this.text(field, required);
    if (text === undefined) return undefined;
    if (text.length < 2 || text.length > 100) return this.fail(field, 'addressLength');
    return this.keep(field, text);
  }

  result<T>(): { ok: true; value: T } | { ok: false; issues: FormIssue[] } {
    return this.issues.length > 0 ? { ok: false, issues: this.issues } : { ok: true, value: this.value as T };
  }
}
