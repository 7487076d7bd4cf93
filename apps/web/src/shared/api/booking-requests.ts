import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { apiRequest } from './http-client';

export interface RequestAnswer {
  bookingId: string;
  answer: 'accept' | 'decline';
  message?: string;
}

/** POST /holidaze/bookings/:id/accept or /decline: the host answers a booking request. */
export async function answerRequest({ bookingId, answer, message }: RequestAnswer) {
  const trimmed = message?.trim();
  return (
    await apiRequest<Booking>(`/holidaze/bookings/${encodeURIComponent(bookingId)}/${answer}`, {
      method: 'POST',
      auth: true,
      body: trimmed ? { message: trimmed } : {},
    })
  ).data;
}

/** Answers a request, then `onSettled` (the caller reads again what the answer changed). */
export const useAnswerRequest = (onSettled: () => Promise<unknown> | void) =>
  useMutation({ mutationFn: answerRequest, onSettled });
