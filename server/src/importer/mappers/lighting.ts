import { identity, type OpenDbMetadata } from './fields';
import { DatasetGap } from './outcome';

/** OpenDB's Lighting schema: a name and a maker, nothing else. */
export interface OpenDbLighting {
  metadata?: OpenDbMetadata | null;
}

/** OpenDB's lighting parts carry no kind (strip, controller, cable) and no ARGB flag. */
export function mapLighting(raw: OpenDbLighting): never {
  const { brand, title } = identity('lighting', raw.metadata);
  throw new DatasetGap('lighting', ['kind', 'argb'], { brand, title });
}
