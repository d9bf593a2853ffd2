import { z } from 'zod';
import { decodeBuild, type BuildLines } from '../../domain/build/buildCode';
import { MAX_BUILD_LINES, MAX_PART_AMOUNT } from '../../domain/build/limits';

const MAX_PART_ID = 2_147_483_647;

/** A catalogue part's id: a positive integer, written as a string in every body and path. */
export const partIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Expected a part id (a positive whole number)')
  .refine((id) => Number(id) <= MAX_PART_ID, 'Expected a part id (a positive whole number)');
export type PartId = z.infer<typeof partIdSchema>;

/** How many units of one part a build or basket line holds. */
export const partAmountSchema = z.number().int().min(1).max(MAX_PART_AMOUNT);

/** `true`/`1` or `false`/`0` in a query string. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((flag) => flag === 'true' || flag === '1');

/** A lower-case slug (`rigsmith-nova`, `cyberpunk-2077`). */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug (lower-case words joined by -)')
  .max(100);

/** `?ids=12,45,7`: distinct part ids, in the order asked. */
export const partIdListSchema = z
  .string()
  .max(1200)
  .transform((list) => list.split(','))
  .pipe(z.array(partIdSchema).min(1).max(100))
  .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once');

/**
 * A build as the share link writes it (`12.45*2`: part ids, `*amount` when more than one;
 * stores/src/domain/build/buildCode.ts), read with the customiser's own decoder. Unlike a link
 * opened in the browser, an API call with a malformed entry is refused rather than trimmed.
 */
export const buildCodeSchema = z
  .string()
  .max(1200)
  .superRefine((code, ctx) => {
    const entries = code === '' ? [] : code.split('.');
    if (entries.length > MAX_BUILD_LINES) {
      ctx.addIssue({ code: 'custom', message: `A build has at most ${MAX_BUILD_LINES} lines` });
      return;
    }
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const [line] = decodeBuild(entry);
      if (!line || !partIdSchema.safeParse(line.id).success) {
        ctx.addIssue({
          code: 'custom',
          message: `Entry ${index + 1} ("${entry.slice(0, 20)}") is not a part id with an optional *amount (1–${MAX_PART_AMOUNT})`,
        });
      } else if (seen.has(line.id)) {
        ctx.addIssue({ code: 'custom', message: `Part ${line.id} appears more than once` });
      } else {
        seen.add(line.id);
      }
    });
  })
  .transform((code): BuildLines => decodeBuild(code));
