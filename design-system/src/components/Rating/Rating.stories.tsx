import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { Rating, ratingSizes, type RatingProps } from './Rating';

const meta = {
  title: 'Commerce/Rating',
  component: Rating,
  args: { value: 4.5, label: 'Rated 4.5 out of 5', countLabel: '(128 reviews)' },
  argTypes: { size: { control: 'radio', options: ratingSizes } },
  render: (args, { globals }) => (
    <Rating
      {...args}
      {...localeArgs<RatingProps>(globals, {
        'fr-FR': { label: 'Noté 4,5 sur 5', countLabel: '(128 avis clients vérifiés)' },
        it: { label: 'Valutazione 4,5 su 5', countLabel: '(128 recensioni)' },
        'es-ES': { label: 'Valoración de 4,5 sobre 5', countLabel: '(128 opiniones)' },
        'de-DE': { label: 'Mit 4,5 von 5 bewertet', countLabel: '(128 Kundenbewertungen)' },
      })}
    />
  ),
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Counts the drawn stars by kind: full (its outline filled), half (another path filled) and empty
 * (no fill). Each star's paths share its place (`transform`).
 */
function starPaths(canvasElement: HTMLElement): SVGPathElement[][] {
  const byPlace = new Map<string | null, SVGPathElement[]>();
  for (const path of canvasElement.querySelectorAll('svg path')) {
    const place = path.getAttribute('transform');
    byPlace.set(place, [...(byPlace.get(place) ?? []), path as SVGPathElement]);
  }
  return [...byPlace.values()];
}

function starKinds(canvasElement: HTMLElement) {
  const kinds = starPaths(canvasElement).map(([outline, fill]) => {
    if (!fill) return 'empty';
    return fill.getAttribute('d') === outline?.getAttribute('d') ? 'full' : 'half';
  });
  return {
    full: kinds.filter((k) => k === 'full').length,
    half: kinds.filter((k) => k === 'half').length,
  };
}

export const HalfStars: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' }),
    ).toBeVisible();
    await expect(starKinds(canvasElement)).toEqual({ full: 4, half: 1 });
  },
};

export const Rounded: Story = {
  args: { value: 3.8, label: 'Rated 3.8 out of 5', countLabel: '(12 reviews)' },
  play: async ({ canvasElement }) => {
    await expect(starKinds(canvasElement)).toEqual({ full: 4, half: 0 });
  },
};

export const NoReviewsYet: Story = {
  args: { value: 0, label: 'Not rated yet', countLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(starKinds(canvasElement)).toEqual({ full: 0, half: 0 });
    await expect(starPaths(canvasElement)).toHaveLength(5);
  },
};

export const Large: Story = {
  play: async ({ canvasElement }) => {
    // Five stars of 24 px, side by side in one drawing.
    const stars = canvasElement.querySelector('svg')!.getBoundingClientRect();
    await expect([stars.width, stars.height]).toEqual([120, 24]);
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' }),
    ).toBeVisible();
  },
  args: { size: 'large', value: 5, label: 'Rated 5 out of 5' },
};
