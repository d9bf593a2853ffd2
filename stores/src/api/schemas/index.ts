export * from './common';
export * from './editions';
export * from './games';
export * from './health';
export * from './specs';
