import { STAFF_PERMISSIONS } from '@puente/domain';
import { describe, expect, it } from 'vitest';
import { lookUp, type MessageTree } from '../i18n/messages.ts';
import { AREAS } from './areas.ts';
import { areaPermission, consoleCatalogue, consoleResources } from './registry.ts';

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the console areas', () => {
  it('name a real permission (or signedIn) for every action, and a page only needs a named action', () => {
    for (const area of AREAS) {
      for (const access of Object.values(area.permissions)) {
        expect([...STAFF_PERMISSIONS, 'signedIn'], area.name).toContain(access);
      }
      for (const page of [...area.pages, ...(area.publicPages ?? [])]) {
        expect(areaPermission(area.name, page.action ?? 'list'), `${area.name} ${page.path}`).toBeDefined();
      }
    }
  });

  it('refuse an action no area named', () => {
    expect(areaPermission('staff', 'launchRockets')).toBeUndefined();
    expect(areaPermission('nowhere', 'list')).toBeUndefined();
    expect(areaPermission('proposals', 'approve')).toBe('money.approve');
  });

  it('have a menu label in both languages for every menu entry, and every text in Spanish as in English', () => {
    const catalogue = consoleCatalogue();
    for (const resource of consoleResources()) {
      expect(lookUp(catalogue.en, `${resource.name}.${resource.name}`), resource.name).toBeTruthy();
      expect(lookUp(catalogue.es, `${resource.name}.${resource.name}`), resource.name).toBeTruthy();
    }
    expect(keysOf(catalogue.es).sort()).toEqual(keysOf(catalogue.en).sort());
  });
});
