import { BOOKING_CHANGE_MESSAGES, staysOverlap, type Stay } from '@holidaze/domain';

/** The whole truth about venues and bookings, as the contract defines it, in memory. */
export interface ModelVenue {
  id: string;
  owner: number;
  maxGuests: number;
}

export interface ModelBooking extends Stay {
  id: string;
  venueId: string;
  customer: number;
  guests: number;
}

export interface BookingModel {
  managers: ReadonlySet<number>;
  venues: ModelVenue[];
  bookings: ModelBooking[];
  /** Bookings their travellers cancelled: kept on record, holding no nights. */
  cancelled: ModelBooking[];
  /** Every id ever created in this run, deleted or not: commands pick from these. */
  venueIdsSeen: string[];
  bookingIdsSeen: string[];
}

export type Expected = { status: number; message?: string };

export function expectCreateVenue(model: BookingModel, user: number): Expected {
  return model.managers.has(user)
    ? { status: 201 }
    : { status: 403, message: 'You are not a venue manager' };
}

export function expectCreateBooking(
  model: BookingModel,
  request: Stay & { venueId: string; guests: number },
): Expected {
  const venue = model.venues.find((v) => v.id === request.venueId);
  if (!venue) return { status: 404, message: 'No venue with this id' };
  if (request.guests > venue.maxGuests) return { status: 400 };
  const taken = model.bookings.some((b) => b.venueId === venue.id && staysOverlap(b, request));
  return taken ? { status: 409 } : { status: 201 };
}

/** Update (change given) or cancel (change undefined) a booking, as `user`. */
export function expectChangeBooking(
  model: BookingModel,
  user: number,
  bookingId: string,
  change?: Partial<Stay> & { guests?: number },
): Expected {
  // A body that is wrong in itself is refused before anything is looked up.
  if (change?.dateFrom && change.dateTo && change.dateTo <= change.dateFrom) {
    return { status: 400, message: 'Minimum stay 1 night' };
  }
  const held = model.bookings.find((b) => b.id === bookingId);
  const booking = held ?? model.cancelled.find((b) => b.id === bookingId);
  const venue = booking && model.venues.find((v) => v.id === booking.venueId);
  if (!booking || !venue) return { status: 404, message: 'No booking with this id' };
  if (booking.customer !== user) {
    return venue.owner === user
      ? { status: 403, message: 'You are not the owner of this booking' }
      : { status: 404, message: 'No booking with this id' };
  }
  if (!held) return { status: 400, message: BOOKING_CHANGE_MESSAGES.ended('cancelled') };
  if (!change) return { status: 204 };
  const next = { ...booking, ...change };
  if (next.dateTo <= next.dateFrom) return { status: 400, message: 'Minimum stay 1 night' };
  if (next.guests > venue.maxGuests) return { status: 400 };
  const taken = model.bookings.some(
    (b) => b.id !== booking.id && b.venueId === venue.id && staysOverlap(b, next),
  );
  return taken ? { status: 409 } : { status: 200 };
}

export function expectDeleteVenue(model: BookingModel, user: number, venueId: string): Expected {
  const venue = model.venues.find((v) => v.id === venueId);
  if (!venue) return { status: 404, message: 'Venue not found' };
  return venue.owner === user
    ? { status: 204 }
    : { status: 403, message: 'You are not the owner of this venue' };
}
