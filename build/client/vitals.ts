import type { Metric } from 'web-vitals';
import { idle } from './strategies/idle.ts';

/**
 * Field measurement, bundled only when the site config names a `vitalsEndpoint`: once the browser
 * is idle, load web-vitals and send each Core Web Vital of this page view with sendBeacon.
 * web-vitals reads the buffered performance entries, so metrics from before it loaded count.
 */
declare const SSG_VITALS_ENDPOINT: string;

function send(metric: Metric): void {
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, navigationType: metric.navigationType, page: location.pathname });
  navigator.sendBeacon(SSG_VITALS_ENDPOINT, body);
}

void idle(document.documentElement, null).then(async () => {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const report of [onCLS, onFCP, onINP, onLCP, onTTFB]) report(send);
});
