export * from './settings';
export * from './catalogue';
export * from './cms';
export * from './coupons';
export * from './reviews';
export * from './users';
export * from './analytics';
