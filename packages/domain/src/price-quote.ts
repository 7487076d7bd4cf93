import { addDays, daysBetween, toCalendarDate, type CalendarDate } from './calendar-date';

/** A stretch of nights with its own nightly price (`dateTo` not included). */
export interface PriceSeason {
  dateFrom: CalendarDate;
  dateTo: CalendarDate;
  /** NOK per night. */
  price: number;
  label?: string | null;
}

/**
 * How a venue is priced. Every field but `price` is optional: a venue with only `price` costs
 * nights × price, as before pricing existed. Amounts are NOK as hosts enter them; quotes are in
 * øre (integers), so no sum ever meets floating-point money.
 */
export interface VenuePricing {
  /** NOK per night. */
  price: number;
  /** NOK for a Friday or Saturday night; null: the nightly price. */
  weekendPrice: number | null;
  /** A season's price wins over the weekend price for its nights. */
  seasons: PriceSeason[];
  /** NOK once per stay. */
  cleaningFee: number | null;
  /** NOK per night for each guest above `extraGuestsFrom`. */
  extraGuestFee: number | null;
  /** Guests included in the price; extra-guest fees start above it. */
  extraGuestsFrom: number | null;
  /** Percent off the nights and extra-guest fees of stays of 7 nights or more. */
  weeklyDiscountPercent: number | null;
  /** Percent off for 28 nights or more; replaces the weekly discount. */
  monthlyDiscountPercent: number | null;
}

export const WEEKLY_NIGHTS = 7;
export const MONTHLY_NIGHTS = 28;

export interface QuoteNight {
  night: CalendarDate;
  rate: 'base' | 'weekend' | 'season';
  /** What travellers read for a season night ("July"), else null. */
  label: string | null;
  priceOre: number;
}

// A type, not an interface: API schemas read it as a plain object with known fields.
export type PriceQuote = {
  currency: 'NOK';
  nights: QuoteNight[];
  nightsOre: number;
  extraGuests: number;
  extraGuestsOre: number;
  discount: { kind: 'weekly' | 'monthly'; percent: number; amountOre: number } | null;
  cleaningFeeOre: number;
  totalOre: number;
};

export const toOre = (nok: number): number => Math.round(nok * 100);

/** A stay of at least one night, for `guests` people. */
export interface QuoteRequest {
  dateFrom: CalendarDate | string;
  dateTo: CalendarDate | string;
  guests: number;
}

/** Only `price` set: what a venue without pricing settings has. */
export function basicPricing(price: number): VenuePricing {
  return {
    price,
    weekendPrice: null,
    seasons: [],
    cleaningFee: null,
    extraGuestFee: null,
    extraGuestsFrom: null,
    weeklyDiscountPercent: null,
    monthlyDiscountPercent: null,
  };
}

const isWeekendNight = (night: CalendarDate) => {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
};

function nightPrice(night: CalendarDate, pricing: VenuePricing): QuoteNight {
  const season = pricing.seasons.find(
    (candidate) => candidate.dateFrom <= night && night < candidate.dateTo,
  );
  if (season) {
    return { night, rate: 'season', label: season.label ?? null, priceOre: toOre(season.price) };
  }
  if (pricing.weekendPrice !== null && isWeekendNight(night)) {
    return { night, rate: 'weekend', label: null, priceOre: toOre(pricing.weekendPrice) };
  }
  return { night, rate: 'base', label: null, priceOre: toOre(pricing.price) };
}

/**
 * The price of a stay, night by night: each night at its season's price, else the weekend price
 * on Friday and Saturday nights, else the nightly price; extra-guest fees per night; one
 * discount (monthly from 28 nights, else weekly from 7) off the nights and extra-guest fees,
 * rounded to the øre; the cleaning fee once. The one price the server charges and the web app
 * shows.
 */
export function quoteStay(request: QuoteRequest, pricing: VenuePricing): PriceQuote {
  const from = toCalendarDate(request.dateFrom);
  const to = toCalendarDate(request.dateTo);
  const nights: QuoteNight[] = [];
  for (let night = from; night < to; night = addDays(night, 1)) {
    nights.push(nightPrice(night, pricing));
  }
  const nightsOre = nights.reduce((sum, night) => sum + night.priceOre, 0);
  const extraGuests =
    pricing.extraGuestFee !== null && pricing.extraGuestsFrom !== null
      ? Math.max(0, request.guests - pricing.extraGuestsFrom)
      : 0;
  const extraGuestsOre = extraGuests * nights.length * toOre(pricing.extraGuestFee ?? 0);
  const discount = discountFor(nights.length, pricing, nightsOre + extraGuestsOre);
  const cleaningFeeOre = nights.length > 0 ? toOre(pricing.cleaningFee ?? 0) : 0;
  return {
    currency: 'NOK',
    nights,
    nightsOre,
    extraGuests,
    extraGuestsOre,
    discount,
    cleaningFeeOre,
    totalOre: nightsOre + extraGuestsOre - (discount?.amountOre ?? 0) + cleaningFeeOre,
  };
}

function discountFor(
  nightCount: number,
  pricing: VenuePricing,
  discountableOre: number,
): PriceQuote['discount'] {
  const monthly = nightCount >= MONTHLY_NIGHTS ? pricing.monthlyDiscountPercent : null;
  const weekly = nightCount >= WEEKLY_NIGHTS ? pricing.weeklyDiscountPercent : null;
  const [kind, percent] =
    monthly !== null && monthly > 0
      ? (['monthly', monthly] as const)
      : weekly !== null && weekly > 0
        ? (['weekly', weekly] as const)
        : [null, 0];
  if (kind === null) return null;
  return { kind, percent, amountOre: Math.round((discountableOre * percent) / 100) };
}

/**
 * What a booking costs in øre: the total it was booked at, or, for a stay booked before prices
 * were kept, nights × the venue's nightly price (null when that is unknown too).
 */
export function bookedTotalOre(
  booking: { dateFrom: string; dateTo: string; totalOre?: number | null },
  pricePerNight?: number,
): number | null {
  if (booking.totalOre != null) return booking.totalOre;
  if (pricePerNight === undefined) return null;
  return (
    daysBetween(toCalendarDate(booking.dateFrom), toCalendarDate(booking.dateTo)) *
    toOre(pricePerNight)
  );
}
