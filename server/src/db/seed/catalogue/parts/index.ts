import type { SeedPart } from '../types';
import { accessories } from './accessory';
import { cases } from './case';
import { coolers } from './cooler';
import { cpus } from './cpu';
import { fans } from './fan';
import { gpus } from './gpu';
import { lighting } from './lighting';
import { memoryKits } from './memory';
import { monitors } from './monitor';
import { motherboards } from './motherboard';
import { opticalDrives } from './optical-drive';
import { operatingSystems } from './os';
import { powerSupplies } from './psu';
import { drives } from './storage';

/** The shop's own catalogue, every category, in the order of the customiser's steps. */
export const seedParts: SeedPart[] = [
  ...cases,
  ...cpus,
  ...motherboards,
  ...coolers,
  ...memoryKits,
  ...gpus,
  ...drives,
  ...powerSupplies,
  ...fans,
  ...lighting,
  ...opticalDrives,
  ...operatingSystems,
  ...monitors,
  ...accessories,
];
