import { PRICE_SEASONS_MAX } from '@holidaze/domain';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import styles from './pricing-form.module.css';

export interface PriceSeasonRow {
  dateFrom: string;
  dateTo: string;
  price: string;
  label: string;
}

interface Props {
  seasons: PriceSeasonRow[];
  onChange: (seasons: PriceSeasonRow[]) => void;
}

/** Stretches of nights with their own nightly price (the last day is not included). */
export function PriceSeasons({ seasons, onChange }: Props) {
  const setRow = (index: number, key: keyof PriceSeasonRow, value: string) =>
    onChange(seasons.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset className={styles.group}>
      <legend>Seasonal prices (nights from the first day until the last)</legend>
      {seasons.map((row, index) => {
        const n = index + 1;
        return (
          <div key={index} className={styles.row}>
            <Field
              label={`Price season ${n} from`}
              type="date"
              required
              value={row.dateFrom}
              onChange={(event) => setRow(index, 'dateFrom', event.target.value)}
            />
            <Field
              label={`Price season ${n} until`}
              type="date"
              required
              value={row.dateTo}
              onChange={(event) => setRow(index, 'dateTo', event.target.value)}
            />
            <Field
              label={`Price season ${n} price per night (NOK)`}
              type="number"
              min={0}
              max={10000}
              step="any"
              required
              value={row.price}
              onChange={(event) => setRow(index, 'price', event.target.value)}
            />
            <Field
              label={`Price season ${n} name (optional)`}
              maxLength={40}
              value={row.label}
              onChange={(event) => setRow(index, 'label', event.target.value)}
            />
            <Button variant="ghost" onClick={() => onChange(seasons.filter((_, i) => i !== index))}>
              Remove price season {n}
            </Button>
          </div>
        );
      })}
      {seasons.length < PRICE_SEASONS_MAX && (
        <Button
          variant="secondary"
          onClick={() => onChange([...seasons, { dateFrom: '', dateTo: '', price: '', label: '' }])}
        >
          Add price season
        </Button>
      )}
    </fieldset>
  );
}
