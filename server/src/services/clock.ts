/** Time, injected so tests can move it (token expiry, session end). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
