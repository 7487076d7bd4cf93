import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  RequestDurationHistogram,
  RequestDurations,
  REQUEST_SECONDS_BUCKETS,
} from './request-durations.js';

const observations: [string, string, number, number][] = [
  ['/api/holidaze/venues/:id', 'GET', 200, 0.0004],
  ['/api/holidaze/venues/:id', 'GET', 200, 0.003],
  ['/api/holidaze/venues/:id', 'GET', 404, 0.02],
  ['/api/holidaze/venues', 'POST', 201, 0.2],
  ['/api/holidaze/venues', 'POST', 201, 15],
  ['/api/holidaze/venues', 'POST', 201, 16],
  ['unmatched', 'other', 404, 0.001],
];

describe('request durations', () => {
  it('read out as prom-client would print the same observations', async () => {
    const ours = new Registry();
    const durations = new RequestDurations();
    new RequestDurationHistogram(ours, durations);
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'holidaze_http_request_duration_seconds',
      help: 'Time from a request arriving to its response being sent, by route pattern, method and status; _count counts the requests.',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_SECONDS_BUCKETS,
      registers: [theirs],
    });
    for (const [route, method, status, seconds] of observations) {
      durations.observe(route, method, status, seconds);
      reference.observe({ route, method, status: String(status) }, seconds);
    }
    // The same samples; the order of labels within a sample is free in the format.
    const lines = (text: string) =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) =>
          line.replace(
            /\{(.*)\}/,
            (_, labels: string) => `{${labels.split(',').sort().join(',')}}`,
          ),
        )
        .sort();
    expect(lines(await ours.metrics())).toEqual(lines(await theirs.metrics()));
  });

  it('label a method outside the usual ones "other", so a client cannot add series', () => {
    const durations = new RequestDurations();
    durations.observe('unmatched', 'PROPFIND', 404, 0.001);
    durations.observe('unmatched', 'MKCOL', 404, 0.001);
    const series = [...durations.series()];
    expect(series).toHaveLength(1);
    expect(series[0]!.labels).toEqual({ route: 'unmatched', method: 'other', status: '404' });
    expect(series[0]!.count).toBe(2);
  });
});
