import { useLingui } from '@lingui/react/macro';
import type { CalendarDate } from '@holidaze/domain';
import { formatDisplayDate } from '../../shared/i18n';
import { Fact } from '../../shared/ui/fact';

/** Check-in, check-out, nights and guests of a stay, as rows of the `<dl>` that holds them. */
export function StayFacts({
  from,
  to,
  nights,
  guests,
}: {
  from: CalendarDate | string;
  to: CalendarDate | string;
  nights: number;
  guests: number;
}) {
  const { t } = useLingui();
  return (
    <>
      <Fact term={t`Check-in`}>{formatDisplayDate(from)}</Fact>
      <Fact term={t`Check-out`}>{formatDisplayDate(to)}</Fact>
      <Fact term={t`Nights`}>{nights}</Fact>
      <Fact term={t`Guests`}>{guests}</Fact>
    </>
  );
}
