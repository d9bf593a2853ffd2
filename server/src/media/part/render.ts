import type { RenderPart } from '../types';
import { accessoryDrawing } from './accessory';
import { caseDrawing } from './case';
import { coolerDrawing } from './cooler';
import { cpuDrawing } from './cpu';
import { fanDrawing } from './fan';
import { partImage, type PartDrawing } from './frame';
import { gpuDrawing } from './gpu';
import { lightingDrawing } from './lighting';
import { memoryDrawing } from './memory';
import { monitorDrawing } from './monitor';
import { motherboardDrawing } from './motherboard';
import { opticalDriveDrawing } from './opticalDrive';
import { osDrawing } from './os';
import { psuDrawing } from './psu';
import { storageDrawing } from './storage';

function drawing(part: RenderPart): PartDrawing {
  const { brand, title } = part;
  switch (part.category) {
    case 'case':
      return caseDrawing(brand, title, part.specs);
    case 'cpu':
      return cpuDrawing(brand, title, part.specs);
    case 'motherboard':
      return motherboardDrawing(part.specs);
    case 'cooler':
      return coolerDrawing(part.specs);
    case 'memory':
      return memoryDrawing(brand, part.specs);
    case 'gpu':
      return gpuDrawing(part.specs);
    case 'storage':
      return storageDrawing(brand, part.specs);
    case 'psu':
      return psuDrawing(part.specs);
    case 'fan':
      return fanDrawing(part.specs);
    case 'lighting':
      return lightingDrawing(part.specs);
    case 'optical-drive':
      return opticalDriveDrawing(part.specs);
    case 'os':
      return osDrawing(brand, part.specs);
    case 'monitor':
      return monitorDrawing(part.specs);
    case 'accessory':
      return accessoryDrawing(part.specs);
  }
}

/** A part's image, 480 × 480: a schematic of its category drawn from its specs, and its brand. */
export function renderPartImage(part: RenderPart): string {
  return partImage(part.brand, part.title, drawing(part));
}
