import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[], lastEventId = '') {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
    lastEventId,
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

const STREAM =
  '\uFEFF: heartbeat\n\nid: 1\nevent: message\ndata: {"a":1}\n\n' +
  'id: 2\r\nevent: read\r\ndata: line one\r\ndata: line two\r\n\r\n' +
  'retry: 2500\rdata:no space\r\r' +
  'id: 3\n\n' +
  'event: booking\ndata: cut';

describe('the event-stream parser', () => {
  it('reads types, ids, multi-line data, retry and comments, whatever the line endings', () => {
    const { events, retries } = parse([STREAM]);
    expect(events).toEqual([
      { type: 'message', data: '{"a":1}', lastEventId: '1' },
      { type: 'read', data: 'line one\nline two', lastEventId: '2' },
      { type: 'message', data: 'no space', lastEventId: '2' },
    ]);
    expect(retries).toEqual([2500]);
  });

  it('keeps the id of an event without data, and hands over no event the stream cut short', () => {
    expect(parse(['id: 7\n\n', 'data: x\n\n']).events).toEqual([
      { type: 'message', data: 'x', lastEventId: '7' },
    ]);
    expect(parse(['event: booking\ndata: {"half"']).events).toEqual([]);
  });

  it('ignores an id holding NUL and a retry that is not digits', () => {
    const { events, retries } = parse(['id: 5\n\nid: 6\u0000x\nretry: 1s\ndata: x\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'x', lastEventId: '5' }]);
    expect(retries).toEqual([]);
  });

  it('starts from the id it resumes from', () => {
    expect(parse(['data: x\n\n'], '41').events[0]?.lastEventId).toBe('41');
  });

  it('reads the same events however the stream is cut into chunks (CR LF split too)', () => {
    const whole = parse([STREAM]);
    fc.assert(
      fc.property(fc.array(fc.nat(STREAM.length), { maxLength: 12 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks = [0, ...points].map((at, i) => STREAM.slice(at, points[i] ?? STREAM.length));
        expect(parse(chunks)).toEqual(whole);
      }),
    );
  });
});
