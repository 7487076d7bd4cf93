import { describe, expect, it } from 'vitest';
import { MemoryCounters } from './throttle-store.js';

describe('the in-memory API limit under a flood from many addresses', () => {
  const at = new Date('2026-11-23T12:00:00.000Z');

  it('stays within its capacity and scans its counters once per tenth of it, not on every request', () => {
    const counters = new MemoryCounters(() => at, 100);
    for (let i = 0; i < 1_000; i += 1) counters.incr(`2001:db8:${i}::`, 600_000);
    expect(counters.size).toBeLessThanOrEqual(100);
    // 900 new addresses beyond the capacity: about one scan per 10 of them.
    expect(counters.sweeps).toBeLessThanOrEqual(91);
  });

  it('an address already counted is never the reason for a scan, and keeps its count', () => {
    const counters = new MemoryCounters(() => at, 10);
    for (let i = 0; i < 10; i += 1) counters.incr(`198.51.100.${i}`, 600_000);
    const sweeps = counters.sweeps;
    expect(counters.incr('198.51.100.9', 600_000).current).toBe(2);
    expect(counters.sweeps).toBe(sweeps);
  });

  it('forgets ended windows first', () => {
    let now = at.getTime();
    const counters = new MemoryCounters(() => new Date(now), 10);
    for (let i = 0; i < 10; i += 1) counters.incr(`192.0.2.${i}`, 1_000);
    now += 1_000;
    counters.incr('192.0.2.200', 1_000);
    expect(counters.size).toBe(1);
  });
});
