import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
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
  { name: 'minNights', label: msg`Minimum nights`, ...nights, required: true },
  { name: 'maxNights', label: msg`Maximum nights (empty: 90)`, ...nights },
  { name: 'noticeDays', label: msg`Days of notice`, min: 0, max: 60, required: true },
  {
    name: 'horizonDays',
    label: msg`Days ahead bookable (empty: 500)`,
    min: 0,
    max: DEFAULT_STAY_LIMITS.maxDaysAhead,
  },
];

const BOOKING_MODES: readonly { value: BookingMode; label: MessageDescriptor }[] = [
  { value: 'instant', label: msg`Instant booking: a booking is confirmed at once` },
  {
    value: 'request',
    label: msg`Request to book: you accept or decline each request; its nights are held meanwhile`,
  },
];

const { min: fewestHours, max: mostHours } = REQUEST_RESPONSE_HOURS;
const REQUEST_HOURS: NumberFieldSpec = {
  name: 'requestHours',
  label: msg`Hours to answer a request (${fewestHours}–${mostHours})`,
  min: fewestHours,
  max: mostHours,
  required: true,
};

/** The venue's stay rules as a host edits them, seasons included. */
export function StayRulesForm({ venueId, rules }: { venueId: string; rules: StayRules }) {
  const { t } = useLingui();
  const { saveRules } = useCalendarSettings(venueId);
  const { form, onSubmit, saved } = useTermsForm({
    schema,
    defaultValues: stayRulesFormValues(rules),
    save: saveRules,
    savedMessage: t`Stay rules saved.`,
  });
  const { field } = form;
  return (
    <TermsForm
      headingId="rules-heading"
      heading={t`Stay rules`}
      hint={t`Bookings that break these are refused, with the reason.`}
      onSubmit={onSubmit}
      save={saveRules}
      submitLabel={t`Save rules`}
      failure={t`The rules could not be saved.`}
      saved={saved}
    >
      <ChoiceGroup
        form={form}
        name="bookingMode"
        legend={t`How travellers book`}
        choices={BOOKING_MODES}
      >
        {form.values.bookingMode === 'request' && (
          <NumberFields form={form} fields={[REQUEST_HOURS]} />
        )}
      </ChoiceGroup>
      <div className={styles.row}>
        <NumberFields form={form} fields={FIELDS} />
        <Field label={t`Check-in from`} type="time" {...field('checkInTime')} />
        <Field label={t`Check-out by`} type="time" {...field('checkOutTime')} />
      </div>
      <SeasonRows
        form={form}
        legend={t`Seasons with a longer minimum stay (by check-in day)`}
        rowLabel={t`Season`}
        value={{ name: 'minNights', label: msg`minimum nights`, ...nights }}
        newRow={{ dateFrom: '', dateTo: '', minNights: '2', label: '' }}
        max={CALENDAR_LIMITS.seasons}
      />
    </TermsForm>
  );
}
