import type { ErrorDefinition } from './catalogue.ts';

/**
 * Staff accounts and sign-in (decision 054): 100111xx. A wrong password and an unknown e-mail get
 * the same answer, so the sign-in cannot be used to learn who is on the staff.
 */
export const STAFF_AUTH_ERRORS = {
  staffSignInRefused: {
    code: 10011101,
    http: 401,
    en: 'The e-mail or the password is not right.',
    es: 'El correo o la contraseña no son correctos.',
  },
  staffLocked: {
    code: 10011102,
    http: 423,
    en: 'Too many failed tries: this account is locked for {minutes} minutes.',
    es: 'Demasiados intentos fallidos: esta cuenta está bloqueada por {minutes} minutos.',
  },
  staffPendingSignInExpired: {
    code: 10011103,
    http: 401,
    en: 'This sign-in took too long. Please enter your e-mail and password again.',
    es: 'Este inicio de sesión tardó demasiado. Vuelve a escribir tu correo y contraseña.',
  },
  staffCodeInvalid: {
    code: 10011104,
    http: 401,
    en: 'That code is not right, or was already used. Wait for the next code and try again.',
    es: 'Ese código no es correcto o ya se usó. Espera el siguiente código e inténtalo de nuevo.',
  },
  staffPasskeyInvalid: {
    code: 10011105,
    http: 401,
    en: 'The passkey could not be verified. Please try again.',
    es: 'No pudimos verificar la llave de acceso. Inténtalo de nuevo.',
  },
  staffNoSecondFactor: {
    code: 10011106,
    http: 409,
    en: 'This account has no second factor of that kind.',
    es: 'Esta cuenta no tiene un segundo factor de ese tipo.',
  },
  staffInviteInvalid: {
    code: 10011107,
    http: 404,
    en: 'This invitation link is not valid, was already used or has expired. Ask an administrator for a new one.',
    es: 'Este enlace de invitación no es válido, ya se usó o venció. Pide uno nuevo a un administrador.',
  },
  staffPasswordWeak: {
    code: 10011108,
    http: 400,
    en: 'The password must have at least {min} characters and must not be your e-mail.',
    es: 'La contraseña debe tener al menos {min} caracteres y no puede ser tu correo.',
  },
  staffEmailTaken: {
    code: 10011109,
    http: 409,
    en: 'A staff member with this e-mail already exists.',
    es: 'Ya existe un miembro del personal con este correo.',
  },
  staffMemberNotFound: {
    code: 10011110,
    http: 404,
    en: 'There is no such staff member.',
    es: 'No existe ese miembro del personal.',
  },
  staffCannotChangeSelf: {
    code: 10011111,
    http: 409,
    en: 'You cannot disable yourself or change your own role: ask another administrator.',
    es: 'No puedes desactivarte ni cambiar tu propio rol: pídelo a otro administrador.',
  },
  staffAdminExists: {
    code: 10011112,
    http: 409,
    en: 'An active administrator already exists.',
    es: 'Ya existe un administrador activo.',
  },
  staffBootstrapRefused: {
    code: 10011113,
    http: 403,
    en: 'This request needs the bootstrap token of the running service.',
    es: 'Esta solicitud necesita el token de arranque del servicio en ejecución.',
  },
  staffMemberDisabled: {
    code: 10011114,
    http: 409,
    en: 'This staff member is disabled.',
    es: 'Este miembro del personal está desactivado.',
  },
  staffPasskeysUnavailable: {
    code: 10011115,
    http: 409,
    en: 'Passkeys need the service address (PUBLIC_URL) to be set.',
    es: 'Las llaves de acceso necesitan que la dirección del servicio (PUBLIC_URL) esté configurada.',
  },
} satisfies Record<string, ErrorDefinition>;
