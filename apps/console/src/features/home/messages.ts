import type { AreaMessages } from '../../i18n/messages.ts';

const en = {
  home: 'Start',
  welcome: 'Welcome, {name}',
  role: 'Your role: {role}',
  intro: 'Choose a section in the menu. You see the sections your role allows.',
  security: 'Sign-in security',
  passkeyIntro:
    'A passkey lets you sign in with this device’s screen lock or a security key instead of a code.',
};

const es = {
  home: 'Inicio',
  welcome: 'Hola, {name}',
  role: 'Tu rol: {role}',
  intro: 'Elige una sección en el menú. Ves las secciones que tu rol permite.',
  security: 'Seguridad del inicio de sesión',
  passkeyIntro:
    'Una llave de acceso te permite iniciar sesión con el bloqueo de pantalla de este dispositivo o una llave de seguridad en lugar de un código.',
};

export const homeMessages: AreaMessages<typeof en> = { en, es };
