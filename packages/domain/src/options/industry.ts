/**
 * Industry categories (spec §3: 15 values in one reading, 16 in the other; it names only eight).
 * Mexico gets the 15; Nigeria the same plus oil and gas, a large employer there. The seven values
 * the spec does not name are ours, in the spec's camelCase style.
 */
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';

const COMMON: readonly Option[] = [
  option('hospitalAndMedical', 'Hospitals and health care', 'Hospitales y salud'),
  option('financeAndAudit', 'Finance and audit', 'Finanzas y auditoría'),
  option('bankAndInsurance', 'Banking and insurance', 'Banca y seguros'),
  option('transportation', 'Transportation', 'Transporte'),
  option('retail', 'Retail and trade', 'Comercio'),
  option('Police', 'Police', 'Policía'),
  option('governmentEmployee', 'Government', 'Gobierno'),
  option('education', 'Education', 'Educación'),
  option('construction', 'Construction', 'Construcción'),
  option('manufacturing', 'Manufacturing', 'Manufactura'),
  option('agriculture', 'Agriculture', 'Agricultura'),
  option('hotelAndRestaurant', 'Hotels and restaurants', 'Hoteles y restaurantes'),
  option('itAndTelecom', 'IT and telecommunications', 'Tecnología y telecomunicaciones'),
  option('realEstate', 'Real estate', 'Bienes raíces'),
];

const OTHERS = option('others', 'Other', 'Otra');

export const INDUSTRY_OPTIONS: Record<MarketId, readonly Option[]> = {
  MX: [...COMMON, OTHERS],
  NG: [...COMMON, option('oilAndGas', 'Oil and gas', 'Petróleo y gas'), OTHERS],
};
