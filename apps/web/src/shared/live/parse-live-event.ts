import { liveEventSchemas, type LiveEvent, type LiveEventType } from '@holidaze/domain';
import type { SseEvent } from './sse-parser';

const isLiveEventType = (type: string): type is LiveEventType =>
  Object.prototype.hasOwnProperty.call(liveEventSchemas, type);

/** A stream event as the contract describes it, or undefined for a type or shape it does not. */
export function parseLiveEvent(event: SseEvent): LiveEvent | undefined {
  if (!isLiveEventType(event.type)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return undefined;
  }
  const parsed = liveEventSchemas[event.type].safeParse(json);
  return parsed.success ? ({ type: event.type, data: parsed.data } as LiveEvent) : undefined;
}
