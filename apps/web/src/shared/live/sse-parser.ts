/** One dispatched Server-Sent Event: its `event:` type ('message' when absent), data and id. */
export interface SseEvent {
  type: string;
  data: string;
  /** The stream's last event id once this event was read (`id:` of this or an earlier event). */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; a line or a UTF-8 character may span two chunks. */
  push(text: string): void;
}

/**
 * The event-stream format of the HTML standard ("Parsing an event stream"): lines end in CRLF,
 * LF or CR; a blank line dispatches; `data:` lines join with LF; `id:` without NUL sets the last
 * event id (also for an event that carries no data); `retry:` of digits only; `:` lines are
 * comments (the server's heartbeat). An unfinished event at the end of the stream is dropped,
 * as the standard says, so a cut connection never hands over half an event.
 */
export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onRetry: (ms: number) => void = () => undefined,
  lastEventId = '',
): SseParser {
  let buffer = '';
  let started = false;
  /** A CR ended the previous chunk: an LF opening this one belongs to it. */
  let afterCr = false;
  let type = '';
  let data: string[] = [];
  let id = lastEventId;

  function dispatch() {
    lastEventId = id;
    if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), lastEventId });
    type = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return {
    push(text) {
      if (!started && text.length > 0) {
        started = true;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) afterCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
