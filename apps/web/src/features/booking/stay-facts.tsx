import { formatDisplayDate, type CalendarDate } from '@holidaze/domain';
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
  return (
    <>
      <Fact term="Check-in">{formatDisplayDate(from)}</Fact>
      <Fact term="Check-out">{formatDisplayDate(to)}</Fact>
      <Fact term="Nights">{nights}</Fact>
      <Fact term="Guests">{guests}</Fact>
    </>
  );
}
