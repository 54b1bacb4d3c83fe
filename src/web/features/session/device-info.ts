import type { DeviceInfo } from '../../../shared/api/session';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** What the browser says about the device, cut to the lengths the session schema allows. */
export function readDeviceInfo(): DeviceInfo {
  const userAgent = navigator.userAgent;
  return {
    userAgent: userAgent.slice(0, 1000),
    platform: (navigator.platform || 'unknown').slice(0, 100),
    language: (navigator.language || 'unknown').slice(0, 35),
    timezone: (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC').slice(0, 100),
    screenResolution: `${window.screen.width}x${window.screen.height}`.slice(0, 20),
    isMobile: MOBILE_AGENT.test(userAgent),
  };
}
