/**
 * Designation (spec §3): a short list of position levels, plus two longer occupation lists, one
 * for employees and one for the self-employed. The spec names only the short list's values; the
 * occupations are ours. `designationListFor` says which list the picker shows for a work type.
 */
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';
import { WORK_TYPE_KIND } from './work-type.ts';

export const DESIGNATION_OPTIONS: readonly Option[] = [
  option('assistant', 'Assistant', 'Asistente'),
  option('commissioner', 'Commissioner', 'Comisionado(a)'),
  option('supervisor', 'Supervisor', 'Supervisor(a)'),
  option('manager', 'Manager', 'Gerente'),
  option('director', 'Director', 'Director(a)'),
];

export const EMPLOYEE_OCCUPATION_OPTIONS: readonly Option[] = [
  option('teacher', 'Teacher', 'Maestro(a)'),
  option('nurse', 'Nurse', 'Enfermero(a)'),
  option('doctor', 'Doctor', 'Médico(a)'),
  option('engineer', 'Engineer', 'Ingeniero(a)'),
  option('accountant', 'Accountant', 'Contador(a)'),
  option('salesRepresentative', 'Sales representative', 'Vendedor(a)'),
  option('cashier', 'Cashier', 'Cajero(a)'),
  option('officeClerk', 'Office clerk', 'Auxiliar administrativo(a)'),
  option('customerService', 'Customer service agent', 'Agente de atención a clientes'),
  option('driver', 'Driver', 'Chofer'),
  option('securityGuard', 'Security guard', 'Guardia de seguridad'),
  option('factoryWorker', 'Factory worker', 'Obrero(a)'),
  option('technician', 'Technician', 'Técnico(a)'),
  option('programmer', 'Programmer', 'Programador(a)'),
  option('cook', 'Cook', 'Cocinero(a)'),
  option('cleaner', 'Cleaner', 'Personal de limpieza'),
  option('civilServant', 'Civil servant', 'Servidor(a) público(a)'),
  option('soldier', 'Soldier', 'Militar'),
  option('other', 'Other', 'Otro'),
];

export const SELF_EMPLOYED_OCCUPATION_OPTIONS: readonly Option[] = [
  option('trader', 'Trader', 'Comerciante'),
  option('shopOwner', 'Shop owner', 'Dueño(a) de tienda'),
  option('streetVendor', 'Street vendor', 'Vendedor(a) ambulante'),
  option('foodSeller', 'Food seller', 'Venta de comida'),
  option('farmer', 'Farmer', 'Agricultor(a)'),
  option('artisan', 'Artisan', 'Artesano(a)'),
  option('tailor', 'Tailor or dressmaker', 'Sastre o costurera'),
  option('hairdresser', 'Hairdresser or barber', 'Estilista o barbero'),
  option('mechanic', 'Mechanic', 'Mecánico(a)'),
  option('electrician', 'Electrician', 'Electricista'),
  option('plumber', 'Plumber', 'Plomero(a)'),
  option('carpenter', 'Carpenter', 'Carpintero(a)'),
  option('bricklayer', 'Bricklayer', 'Albañil'),
  option('rideHailingDriver', 'Taxi or ride-hailing driver', 'Taxista o conductor(a) de app'),
  option('deliveryRider', 'Delivery rider', 'Repartidor(a)'),
  option('freelancer', 'Freelance professional', 'Profesionista independiente'),
  option('contractor', 'Contractor', 'Contratista'),
  option('other', 'Other', 'Otro'),
];

export type DesignationListName = 'designation' | 'occupationEmployee' | 'occupationSelfEmployed';

/**
 * Which list the designation picker shows. Our reading (the spec does not say): the short
 * position-level list belongs to the Nigerian reading's employees, the occupation lists to the
 * Mexican reading, and the self-employed pick a trade in both; people not working are not asked.
 */
export function designationListFor(market: MarketId, workType: string): DesignationListName | undefined {
  const kind = WORK_TYPE_KIND[workType];
  if (kind === 'selfEmployed') return 'occupationSelfEmployed';
  if (kind === 'employed') return market === 'NG' ? 'designation' : 'occupationEmployee';
  return undefined;
}
