/**
 * What the cart tells the shopper about a change they did not make:
 * - `dropped`: lines kept in this browser could not be read, or the shop no longer sells their
 *   product; `count` of them were removed;
 * - `merged`: at sign-in, the lines of this browser went into the account's basket (`moved`
 *   products); `capped` ones were already there and reached the line maximum, `dropped` ones the
 *   shop refused (not sold any more).
 */
export type CartNotice =
  | { kind: 'dropped'; count: number }
  | { kind: 'merged'; moved: string[]; capped: string[]; dropped: string[] };
