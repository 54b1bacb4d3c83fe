import {
  SIMULATED_PROGRESS_CAP,
  SIMULATED_PROGRESS_INTERVAL_MS,
  SIMULATED_PROGRESS_STEP,
} from '../../../shared/constants';

/** SPEC §4's simulated step: +10, never past 90 before the answer arrives. */
export function nextSimulatedProgress(percent: number): number {
  return Math.min(SIMULATED_PROGRESS_CAP, percent + SIMULATED_PROGRESS_STEP);
}

/** Bytes sent fill the bar up to 90; the remaining 10 wait for the server's answer. */
export function percentFromBytes(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * SIMULATED_PROGRESS_CAP);
}

export interface UploadProgress {
  /** Feed the browser's upload progress (share of bytes sent, 0-1). */
  onBytes(fraction: number): void;
  stop(): void;
}

/**
 * Reports upload progress as a percentage. Real progress events drive it; until the first one
 * arrives (some browsers and small files send none) it steps as SPEC §4 simulates it.
 */
export function trackUploadProgress(
  report: (percent: number) => void,
  current: () => number,
): UploadProgress {
  let simulation: ReturnType<typeof setInterval> | undefined = setInterval(
    () => report(nextSimulatedProgress(current())),
    SIMULATED_PROGRESS_INTERVAL_MS,
  );
  const stop = () => {
    clearInterval(simulation);
    simulation = undefined;
  };
  return {
    onBytes(fraction) {
      stop();
      report(percentFromBytes(fraction));
    },
    stop,
  };
}
