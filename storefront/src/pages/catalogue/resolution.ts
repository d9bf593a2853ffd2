import type { Resolution } from '@pcshop/stores/schemas';

/** How a resolution is written in every language. */
export const resolutionLabel: Record<Resolution, string> = {
  '1080p': '1080p',
  '1440p': '1440p',
  '4k': '4K',
};
