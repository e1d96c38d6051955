import type { ResourceProps } from '@refinedev/core';
import { consoleMessages } from '../i18n/console-messages.ts';
import type { Catalogue } from '../i18n/i18n-provider.ts';
import type { MessageTree } from '../i18n/messages.ts';
import type { Access, AreaPage, ConsoleArea } from './area.ts';
import { AREAS } from './areas.ts';

const byName = new Map<string, ConsoleArea>(AREAS.map((area) => [area.name, area]));
if (byName.size !== AREAS.length) throw new Error('two console areas share a name');

/** The permission an action of an area needs; undefined for an unknown area or action (refused). */
export function areaPermission(resource: string | undefined, action: string): Access | undefined {
  if (resource === undefined) return 'signedIn';
  return byName.get(resource)?.permissions[action];
}

/** Refine's resources: the side menu, in each area's order. */
export function consoleResources(): ResourceProps[] {
  return [...AREAS]
    .filter((area) => area.menu)
    .sort((a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100))
    .map((area) => ({ name: area.name, list: area.menu?.path, meta: { icon: area.menu?.icon } }));
}

export interface RegisteredPage extends AreaPage {
  area: string;
}

export function signedInPages(): RegisteredPage[] {
  return AREAS.flatMap((area) => area.pages.map((page) => ({ ...page, area: area.name })));
}

export function publicPages(): RegisteredPage[] {
  return AREAS.flatMap((area) => (area.publicPages ?? []).map((page) => ({ ...page, area: area.name })));
}

/** The console's texts and every area's under its name, per language. */
export function consoleCatalogue(): Catalogue {
  const tree = (language: 'en' | 'es'): MessageTree => {
    const merged: Record<string, MessageTree | string> = { ...consoleMessages[language] };
    for (const area of AREAS) {
      if (area.name in merged) throw new Error(`console area "${area.name}" clashes with a console text key`);
      merged[area.name] = area.messages[language];
    }
    return merged;
  };
  return { en: tree('en'), es: tree('es') };
}
