import {
  CALENDAR_LIMITS,
  DEFAULT_STAY_LIMITS,
  REQUEST_RESPONSE_HOURS,
  stayRulesFormValues,
  type BookingMode,
  type StayRules,
  type StayRulesFormValues,
} from '@holidaze/domain';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { Field } from '../../../shared/ui/field';
import {
  ChoiceGroup,
  NumberFields,
  SeasonRows,
  TermsForm,
  termsFormStyles as styles,
  useTermsForm,
  type NumberFieldSpec,
} from '../terms-form/terms-form';
import { useCalendarSettings } from './api/calendar';

const schema = lazySchema(() =>
  import('../terms-form/terms-form-schemas').then((m) => m.stayRulesFormSchema),
);

const nights = { min: 1, max: DEFAULT_STAY_LIMITS.maxNights } as const;

const FIELDS: readonly (NumberFieldSpec & { name: keyof StayRulesFormValues })[] = [
  { name: 'minNights', label: 'Minimum nights', ...nights, required: true },
  { name: 'maxNights', label: 'Maximum nights (empty: 90)', ...nights },
  { name: 'noticeDays', label: 'Days of notice', min: 0, max: 60, required: true },
  {
    name: 'horizonDays',
    label: 'Days ahead bookable (empty: 500)',
    min: 0,
    max: DEFAULT_STAY_LIMITS.maxDaysAhead,
  },
];

const BOOKING_MODES: { value: BookingMode; label: string }[] = [
  { value: 'instant', label: 'Instant booking: a booking is confirmed at once' },
  {
    value: 'request',
    label: 'Request to book: you accept or decline each request; its nights are held meanwhile',
  },
];

/** The venue's stay rules as a host edits them, seasons included. */
export function StayRulesForm({ venueId, rules }: { venueId: string; rules: StayRules }) {
  const { saveRules } = useCalendarSettings(venueId);
  const { form, onSubmit, saved } = useTermsForm({
    schema,
    defaultValues: stayRulesFormValues(rules),
    save: saveRules,
    savedMessage: 'Stay rules saved.',
  });
  const { field } = form;
  return (
    <TermsForm
      headingId="rules-heading"
      heading="Stay rules"
      hint="Bookings that break these are refused, with the reason."
      onSubmit={onSubmit}
      save={saveRules}
      submitLabel="Save rules"
      failure="The rules could not be saved."
      saved={saved}
    >
      <ChoiceGroup
        form={form}
        name="bookingMode"
        legend="How travellers book"
        choices={BOOKING_MODES}
      >
        {form.values.bookingMode === 'request' && (
          <NumberFields
            form={form}
            fields={[
              {
                name: 'requestHours',
                label: `Hours to answer a request (${REQUEST_RESPONSE_HOURS.min}–${REQUEST_RESPONSE_HOURS.max})`,
                min: REQUEST_RESPONSE_HOURS.min,
                max: REQUEST_RESPONSE_HOURS.max,
                required: true,
              },
            ]}
          />
        )}
      </ChoiceGroup>
      <div className={styles.row}>
        <NumberFields form={form} fields={FIELDS} />
        <Field label="Check-in from" type="time" {...field('checkInTime')} />
        <Field label="Check-out by" type="time" {...field('checkOutTime')} />
      </div>
      <SeasonRows
        form={form}
        legend="Seasons with a longer minimum stay (by check-in day)"
        rowLabel="Season"
        value={{ name: 'minNights', label: 'minimum nights', ...nights }}
        newRow={{ dateFrom: '', dateTo: '', minNights: '2', label: '' }}
        max={CALENDAR_LIMITS.seasons}
      />
    </TermsForm>
  );
}
