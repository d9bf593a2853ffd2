/**
 * The most units of one part in a build: what the customiser lets a shopper choose, a share code
 * holds and the API accepts, so a build saved or shared always opens as it was.
 */
export const MAX_PART_AMOUNT = 16;

/** The most lines (different parts) in a build or a share code. */
export const MAX_BUILD_LINES = 64;
