export * from './common';
export * from './editions';
export * from './health';
export * from './specs';
