import { describe, expect, it } from 'vitest';
import { PUBLIC_READS_CHANNEL as NOTIFIED_BY_MIGRATION } from './migrations/011-public-read-changes.js';
import { PUBLIC_READS_CHANNEL } from './public-read-channel.js';

describe('public read channel', () => {
  it('is the channel migration 011 notifies on, so listeners hear every change', () => {
    expect(PUBLIC_READS_CHANNEL).toBe(NOTIFIED_BY_MIGRATION);
  });
});
