import type { Kysely } from 'kysely';
import type { ExchangeRateTable } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';

/** The operator's exchange rates against NOK (migration 024), one row per currency. */
export function createExchangeRateRepository(db: Kysely<Database>) {
  return {
    /** Every stored rate with when and where from, in no particular order. */
    all() {
      return db
        .selectFrom('exchange_rates')
        .select(['currency', 'rate', 'set_at', 'source'])
        .execute();
    },

    /**
     * Sets every currency's rate at once: one statement, so a reader sees the old table or the
     * new, never a mix, and the public-read cache hears of it once (migration 011).
     */
    async replace(rates: ExchangeRateTable, source: string, at: Date): Promise<void> {
      await db
        .insertInto('exchange_rates')
        .values(
          Object.entries(rates).map(([currency, rate]) => ({
            currency: currency as keyof ExchangeRateTable,
            rate,
            set_at: at,
            source,
          })),
        )
        .onConflict((oc) =>
          oc.column('currency').doUpdateSet((eb) => ({
            rate: eb.ref('excluded.rate'),
            set_at: eb.ref('excluded.set_at'),
            source: eb.ref('excluded.source'),
          })),
        )
        .execute();
    },
  };
}
