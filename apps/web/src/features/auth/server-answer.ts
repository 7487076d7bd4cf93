import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';

/**
 * A form whose one request the server answers with what to tell the person (the password pages):
 * that answer once it came, or why the request failed (`failureText` when the server gave none).
 */
export function useServerAnswer<T>(ask: (values: T) => Promise<string>, failureText: string) {
  const [answer, setAnswer] = useState<string>();
  const [failure, setFailure] = useState<string>();
  async function send(values: T) {
    setFailure(undefined);
    try {
      setAnswer(await ask(values));
    } catch (error) {
      setFailure(apiErrorMessage(error, failureText));
    }
  }
  return { answer, failure, send };
}
