import { describe, expect, it } from 'vitest';
import { noLongerOwed, payAtCheckIn } from './payment-preference';

describe('what a stay leaves owed', () => {
  it('says what will be paid to the host at check-in', () => {
    expect(payAtCheckIn(1_590_000)).toBe('Pay the host at check-in: NOK 15,900');
  });

  it('says what a cancellation means no longer owed, and what stays owed, never a refund', () => {
    expect(noLongerOwed({ refundOre: 1_590_000, totalOre: 1_590_000 })).toBe(
      'No longer owed: NOK 15,900',
    );
    expect(noLongerOwed({ refundOre: 472_500, totalOre: 945_000 })).toBe(
      'No longer owed: NOK 4,725; still owed to the host: NOK 4,725',
    );
    expect(noLongerOwed({ refundOre: 0, totalOre: 945_000 })).toBe(
      'No longer owed: NOK 0; still owed to the host: NOK 9,450',
    );
    expect(noLongerOwed({ refundOre: 100_000, totalOre: null })).toBe('No longer owed: NOK 1,000');
  });
});
