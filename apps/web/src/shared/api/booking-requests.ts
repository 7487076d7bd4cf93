import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@holidaze/domain';
import { apiData } from './http-client';

export interface RequestAnswer {
  bookingId: string;
  answer: 'accept' | 'decline';
  message?: string;
}

/** POST /holidaze/bookings/:id/accept or /decline: the host answers a booking request. */
export async function answerRequest({ bookingId, answer, message }: RequestAnswer) {
  const trimmed = message?.trim();
  return apiData<Booking>(`/holidaze/bookings/${encodeURIComponent(bookingId)}/${answer}`, {
    method: 'POST',
    auth: true,
    body: trimmed ? { message: trimmed } : {},
  });
}

/**
 * Answers a request, tells `onAnswered` how, then `onSettled` (the caller reads again what the
 * answer changed). Told here rather than by the call: the live stream may show the request as
 * answered, and take its buttons off the screen, before the answer itself arrives, and a call's
 * own callbacks do not run once its component is gone.
 */
export const useAnswerRequest = (
  onSettled: () => Promise<unknown> | void,
  onAnswered?: (answer: RequestAnswer['answer']) => void,
) =>
  useMutation({
    mutationFn: answerRequest,
    onSuccess: (_booking, { answer }) => onAnswered?.(answer),
    onSettled,
  });
