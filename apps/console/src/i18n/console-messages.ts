import type { AreaMessages } from './messages.ts';

/** Texts of the console's frame (header, menu, Refine's own buttons and pages). */
const en = {
  app: {
    title: 'Puente Console',
    language: 'Language',
    signedInAs: 'Signed in as {name}',
    loading: 'Loading…',
    forbidden: 'Your role does not allow this page.',
    notFound: 'There is no such page.',
    backHome: 'Back to the start',
    networkError: 'The service could not be reached. Check your connection and try again.',
    unexpected: 'Something went wrong. Please try again.',
  },
  roles: {
    agent: 'Agent',
    reviewer: 'Reviewer',
    collector: 'Collector',
    finance: 'Finance',
    administrator: 'Administrator',
  },
  // Keys Refine's antd components look up.
  buttons: {
    logout: 'Sign out',
    refresh: 'Refresh',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Are you sure?',
    show: 'Show',
    edit: 'Edit',
    create: 'Create',
    delete: 'Delete',
    list: 'List',
    filter: 'Filter',
    clear: 'Clear',
  },
  pages: {
    error: {
      404: 'Sorry, the page you visited does not exist.',
      resource404: 'Are you sure you have created the "{resource}" resource.',
      backHome: 'Back to the start',
      info: 'You may have forgotten to add the "{action}" component to "{resource}" resource.',
    },
  },
  table: { actions: 'Actions' },
  notifications: {
    success: 'Done',
    error: 'Error (status code: {statusCode})',
  },
  warnWhenUnsavedChanges: 'Are you sure you want to leave? You have unsaved changes.',
} as const;

const es = {
  app: {
    title: 'Consola de Puente',
    language: 'Idioma',
    signedInAs: 'Sesión de {name}',
    loading: 'Cargando…',
    forbidden: 'Tu rol no permite esta página.',
    notFound: 'No existe esa página.',
    backHome: 'Volver al inicio',
    networkError: 'No se pudo contactar al servicio. Revisa tu conexión e inténtalo de nuevo.',
    unexpected: 'Algo salió mal. Inténtalo de nuevo.',
  },
  roles: {
    agent: 'Agente',
    reviewer: 'Revisor',
    collector: 'Cobranza',
    finance: 'Finanzas',
    administrator: 'Administrador',
  },
  buttons: {
    logout: 'Cerrar sesión',
    refresh: 'Actualizar',
    save: 'Guardar',
    cancel: 'Cancelar',
    confirm: '¿Estás seguro?',
    show: 'Ver',
    edit: 'Editar',
    create: 'Crear',
    delete: 'Eliminar',
    list: 'Lista',
    filter: 'Filtrar',
    clear: 'Limpiar',
  },
  pages: {
    error: {
      404: 'Lo sentimos, la página que visitaste no existe.',
      resource404: '¿Seguro que creaste el recurso "{resource}"?',
      backHome: 'Volver al inicio',
      info: 'Quizá olvidaste agregar el componente "{action}" al recurso "{resource}".',
    },
  },
  table: { actions: 'Acciones' },
  notifications: {
    success: 'Listo',
    error: 'Error (código de estado: {statusCode})',
  },
  warnWhenUnsavedChanges: '¿Seguro que quieres salir? Tienes cambios sin guardar.',
};

export const consoleMessages: AreaMessages<typeof en> = { en, es };
