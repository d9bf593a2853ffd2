import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { caseRender } from '../../stories/images';
import { localeArgs } from '../../stories/locale';
import { Box } from '../Box/Box';
import { Gallery, type GalleryProps } from './Gallery';

const images: GalleryProps['images'] = [
  {
    src: caseRender('#22d3ee'),
    alt: 'Aurora 7, front view with cyan fans',
    width: 640,
    height: 480,
  },
  {
    src: caseRender('#a3e635', { wide: true }),
    alt: 'Aurora 7, glass side panel lit green',
    width: 800,
    height: 480,
  },
  { src: caseRender('#fb923c'), alt: 'Aurora 7, amber lighting profile', width: 640, height: 480 },
  {
    src: caseRender('#a78bfa', { wide: true }),
    alt: 'Aurora 7, rear ports and cable routing',
    width: 800,
    height: 480,
  },
];

const meta = {
  title: 'Commerce/Gallery',
  component: Gallery,
  args: {
    images,
    onIndexChange: fn(),
    labels: {
      gallery: 'Pictures of Rigsmith Aurora 7',
      previous: 'Previous picture',
      next: 'Next picture',
      thumbnails: 'Choose a picture',
      position: (number, total) => `Picture ${number} of ${total}`,
    },
  },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
  render: (args, { globals }) => (
    <Gallery
      {...args}
      {...localeArgs<GalleryProps>(globals, {
        'fr-FR': {
          labels: {
            gallery: 'Photos du Rigsmith Aurora 7',
            previous: 'Photo précédente',
            next: 'Photo suivante',
            thumbnails: 'Choisir une photo',
            position: (number, total) => `Photo ${number} sur ${total}`,
          },
        },
        it: {
          labels: {
            gallery: 'Foto del Rigsmith Aurora 7',
            previous: 'Foto precedente',
            next: 'Foto successiva',
            thumbnails: 'Scegli una foto',
            position: (number, total) => `Foto ${number} di ${total}`,
          },
        },
        'es-ES': {
          labels: {
            gallery: 'Fotos del Rigsmith Aurora 7',
            previous: 'Foto anterior',
            next: 'Foto siguiente',
            thumbnails: 'Elige una foto',
            position: (number, total) => `Foto ${number} de ${total}`,
          },
        },
        'de-DE': {
          labels: {
            gallery: 'Bilder des Rigsmith Aurora 7',
            previous: 'Vorheriges Bild',
            next: 'Nächstes Bild',
            thumbnails: 'Bild auswählen',
            position: (number, total) => `Bild ${number} von ${total}`,
          },
        },
      })}
    />
  ),
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tabpanel').querySelector('img')?.getAttribute('alt');

export const Buttons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Pictures of Rigsmith Aurora 7' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(shown(canvasElement)).toBe(images[1]?.alt);
    await expect(canvas.getByText('Picture 2 of 4')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous picture' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous picture' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('tab', { name: images[3]?.alt })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ArrowKeysOnThePicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tabpanel').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(shown(canvasElement)).toBe(images[1]?.alt));
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(shown(canvasElement)).toBe(images[3]?.alt));
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Thumbnails: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: images[2]?.alt }));
    await expect(shown(canvasElement)).toBe(images[2]?.alt);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: images[3]?.alt })).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('tablist', { name: 'Choose a picture' })).toBeVisible();
  },
};

export const Swipe: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('tabpanel');
    const box = picture.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: picture, coords: { clientX: box.right - 20, clientY: y } },
      { target: picture, coords: { clientX: box.left + 20, clientY: y } },
      { keys: '[/MouseLeft]', target: picture, coords: { clientX: box.left + 20, clientY: y } },
    ]);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(shown(canvasElement)).toBe(images[1]?.alt);
  },
};

export const SinglePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: images[0]?.alt })).toHaveAttribute('width', '640');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
