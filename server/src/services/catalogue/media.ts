import { galleryViews, type Image, type MessageLocale } from '@pcshop/stores/schemas';
import type { Localised } from '../../db/schema/catalogue';

/** URLs of the media routes (SERVER-TEAM.md): the API puts them in its answers. */
export const partImageUrl = (partId: number | string) => `/media/parts/${partId}.svg`;

const viewNames: Record<(typeof galleryViews)[number], Localised> = {
  front: {
    'en-GB': 'front view',
    'fr-FR': 'vue de face',
    it: 'vista frontale',
    'es-ES': 'vista frontal',
    'de-DE': 'Vorderansicht',
  },
  side: {
    'en-GB': 'side view through the glass panel',
    'fr-FR': 'vue de côté à travers la vitre',
    it: 'vista laterale attraverso il pannello in vetro',
    'es-ES': 'vista lateral a través del panel de cristal',
    'de-DE': 'Seitenansicht durch das Glasfenster',
  },
  interior: {
    'en-GB': 'interior with the parts installed',
    'fr-FR': 'intérieur avec les composants montés',
    it: 'interno con i componenti montati',
    'es-ES': 'interior con los componentes montados',
    'de-DE': 'Innenansicht mit den verbauten Komponenten',
  },
  rear: {
    'en-GB': 'rear view with the ports',
    'fr-FR': 'vue arrière avec la connectique',
    it: 'vista posteriore con le porte',
    'es-ES': 'vista trasera con los puertos',
    'de-DE': 'Rückansicht mit den Anschlüssen',
  },
};

export type GalleryImage = Image & { view: (typeof galleryViews)[number] };

/** A model's four renders (front first: the main image), 1200 × 900, with alt text. */
export function modelGallery(slug: string, name: string, locale: MessageLocale): GalleryImage[] {
  return galleryViews.map((view) => ({
    view,
    url: `/media/models/${slug}/${view}.svg`,
    width: 1200,
    height: 900,
    alt: `${name}, ${viewNames[view][locale]}`,
  }));
}

export function modelImage(slug: string, name: string, locale: MessageLocale): Image {
  const { view: _view, ...front } = modelGallery(slug, name, locale)[0]!;
  return front;
}

export function gameImage(slug: string, title: string): Image {
  return { url: `/media/games/${slug}.svg`, width: 640, height: 360, alt: title };
}
