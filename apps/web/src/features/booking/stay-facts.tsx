import { formatDisplayDate, type CalendarDate } from '@holidaze/domain';

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
      <div>
        <dt>Check-in</dt>
        <dd>{formatDisplayDate(from)}</dd>
      </div>
      <div>
        <dt>Check-out</dt>
        <dd>{formatDisplayDate(to)}</dd>
      </div>
      <div>
        <dt>Nights</dt>
        <dd>{nights}</dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{guests}</dd>
      </div>
    </>
  );
}
