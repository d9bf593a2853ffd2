export * from './build';
export * from './compatibility';
export * from './fps';
export * from './power';
