import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';

describe('checkAnswer (vite dev)', () => {
  it('lets an answer that keeps its contract through', () => {
    expect(() => checkAnswer('GET /api/security/existsByMobile', true)).not.toThrow();
  });

  it('throws on an answer outside its contract, and on a route without one', () => {
    expect(() => checkAnswer('GET /api/security/existsByMobile', 'yes')).toThrow(/outside its contract/);
    expect(() => checkAnswer('GET /api/no/such/call', null)).toThrow('No contract for GET /api/no/such/call');
  });
});
