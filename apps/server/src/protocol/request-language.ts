import { type Language, parseLanguage } from '@puente/domain';
import type { FastifyRequest } from 'fastify';
import type { AppRegistry } from './app-registry.ts';

/** The `lang` header, else the app's default language, else English. */
export function requestLanguage(request: FastifyRequest, apps: AppRegistry): Language {
  const app = apps.find(request.headers.packagename);
  return parseLanguage(request.headers.lang, app?.defaultLanguage);
}
