import type { DeviceInfo } from '../../../shared/api/session';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

declare const Temporal: { Now: { timeZoneId(): string } } | undefined;

/**
 * The device's time zone. Temporal answers at once; a browser's first Intl.DateTimeFormat loads
 * its locale data, some 30 ms on a desktop and four times that on a phone, in the page's first
 * second, so it is only the fallback for browsers without Temporal.
 */
function timeZone(): string {
  if (typeof Temporal !== 'undefined') return Temporal.Now.timeZoneId();
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** What the browser says about the device, cut to the lengths the session schema allows. */
export function readDeviceInfo(): DeviceInfo {
  const userAgent = navigator.userAgent;
  return {
    userAgent: userAgent.slice(0, 1000),
    platform: (navigator.platform || 'unknown').slice(0, 100),
    language: (navigator.language || 'unknown').slice(0, 35),
    timezone: (timeZone() || 'UTC').slice(0, 100),
    screenResolution: `${window.screen.width}x${window.screen.height}`.slice(0, 20),
    isMobile: MOBILE_AGENT.test(userAgent),
  };
}
