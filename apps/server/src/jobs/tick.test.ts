import { describe, expect, it } from 'vitest';
import { TICK_ORDER, Tick } from './tick.ts';

describe('the tick', () => {
  it('runs its steps in TICK_ORDER whatever order the modules added them in', async () => {
    const tick = new Tick();
    const ran: string[] = [];
    for (const name of [...TICK_ORDER].reverse()) {
      tick.add(name, async () => ran.push(name));
    }
    await tick.run();
    expect(ran).toEqual([...TICK_ORDER]);
    // Payments come in, and unpaid extensions lapse, before close of business charges what is owed.
    expect(ran.indexOf('deliverStandInNotifications')).toBeLessThan(ran.indexOf('closeOfBusiness'));
    // A payment its provider confirms late is credited before the day is closed on it (decision 037).
    expect(ran.indexOf('deliverStandInNotifications')).toBeLessThan(ran.indexOf('confirmPayments'));
    expect(ran.indexOf('confirmPayments')).toBeLessThan(ran.indexOf('closeOfBusiness'));
    expect(ran.indexOf('expireWaitingExtensions')).toBeLessThan(ran.indexOf('closeOfBusiness'));
  });

  it('skips a step no module added (the sandbox deliveries in production)', async () => {
    const tick = new Tick();
    const ran: string[] = [];
    tick.add('closeOfBusiness', async () => ran.push('closeOfBusiness'));
    tick.add('syncClock', async () => ran.push('syncClock'));
    await tick.run();
    expect(ran).toEqual(['syncClock', 'closeOfBusiness']);
    expect(tick.names()).toEqual(['syncClock', 'closeOfBusiness']);
  });

  it('is complete without the sandbox step, and not without any other', () => {
    const tick = new Tick();
    for (const name of TICK_ORDER) if (name !== 'deliverStandInNotifications') tick.add(name, async () => {});
    expect(() => tick.checkComplete()).not.toThrow();
    const partial = new Tick();
    for (const name of TICK_ORDER) if (name !== 'closeOfBusiness') partial.add(name, async () => {});
    expect(() => partial.checkComplete()).toThrow(/closeOfBusiness/);
  });

  it('refuses a step added twice', () => {
    const tick = new Tick();
    tick.add('expireOffers', async () => {});
    expect(() => tick.add('expireOffers', async () => {})).toThrow(/twice/);
  });
});
