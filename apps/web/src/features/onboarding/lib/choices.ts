import { type Language, type MarketId, type OptionListName, optionsFor } from '@puente/domain';
import type { Choice } from '../components/select-field.tsx';

/** A market's option list (spec §3) as picker choices in the person's language. */
export function optionChoices(market: MarketId, list: OptionListName, language: Language): Choice[] {
  return optionsFor(market, list).map((option) => ({ value: option.value, label: option.label[language] }));
}
