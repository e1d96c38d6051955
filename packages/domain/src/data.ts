// @puente/domain/data: Reference data with its sources (SOURCES.md): banks, states, lenders.
export * from './data/lenders.ts';
export * from './data/mx-banks.ts';
export * from './data/mx-states.ts';
export * from './data/ng-banks.ts';
export * from './data/ng-states.ts';
