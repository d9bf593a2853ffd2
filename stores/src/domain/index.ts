export * from './build';
export * from './compatibility';
export * from './editionHosts';
export * from './fps';
export * from './power';
export { customiserSteps, MAX_AMOUNT, stepIndexOf, type CustomiserStep } from '../customiser/steps';
export * from './serverRender';
