import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    expect(jsonNestsDeeperThan(`[${Array(1000).fill('[[1]]').join(',')}]`, 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(`{"x":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"x":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"x":"\\\\",${'['.repeat(5)}`, 2)).toBe(true);
  });

  it('stops at the first bracket too deep, valid JSON or not', () => {
    expect(jsonNestsDeeperThan('['.repeat(800_000), 16)).toBe(true);
    expect(jsonNestsDeeperThan(`${'['.repeat(17)}not json`, 16)).toBe(true);
  });
});
