/** The day the validation tests are run on, as the service's clock would give it. */
export const VALIDATION_TODAY = new Date('2026-11-21T12:00:00Z');

/** A Mexican applicant's personal info that passes every rule (tests only): each test changes one field. */
export const MEXICAN_APPLICANT = {
  firstName: 'Gloria',
  lastName: 'Hernández García',
  gender: 2,
  nationalId: 'HEGG560427MVZRRL04',
  birthday: '1956-04-27',
  education: 'bachelors',
  maritalStatus: 'married',
  loanPurpose: 'health',
  residenceType: 'ownHouse',
  state: 'VZ',
  city: 'Xalapa',
  pinCode: '91000',
  address: 'Av. Ávila Camacho 12',
  email: 'gloria.hg@gmail.com',
  whatsappNo: '2281234567',
};
