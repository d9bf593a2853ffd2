import type { MessageLocale } from '@pcshop/stores/schemas';
import type { Localised } from '../../../schema/catalogue';
import { modelLineup, type ModelSlug, type SeedModelCopy } from '../types';
import { modelCopyDeDe } from './modelCopy/de-DE';
import { modelCopyEnGb } from './modelCopy/en-GB';
import { modelCopyEsEs } from './modelCopy/es-ES';
import { modelCopyFrFr } from './modelCopy/fr-FR';
import { modelCopyIt } from './modelCopy/it';
import { typeset } from './typography';

/** Each locale's copy is written natively in its own file; this joins them per model. */
const copyByLocale: Record<MessageLocale, Record<ModelSlug, SeedModelCopy>> = {
  'en-GB': modelCopyEnGb,
  'fr-FR': modelCopyFrFr,
  it: modelCopyIt,
  'es-ES': modelCopyEsEs,
  'de-DE': modelCopyDeDe,
};

function copyOf(slug: ModelSlug): Localised<SeedModelCopy> {
  return {
    'en-GB': typeset('en-GB', copyByLocale['en-GB'][slug]),
    'fr-FR': typeset('fr-FR', copyByLocale['fr-FR'][slug]),
    it: typeset('it', copyByLocale.it[slug]),
    'es-ES': typeset('es-ES', copyByLocale['es-ES'][slug]),
    'de-DE': typeset('de-DE', copyByLocale['de-DE'][slug]),
  };
}

/** Tagline and overview of every model of the lineup, in every locale. */
export const seedModelCopy: Record<ModelSlug, Localised<SeedModelCopy>> = Object.fromEntries(
  modelLineup.map((model) => [model.slug, copyOf(model.slug)]),
) as Record<ModelSlug, Localised<SeedModelCopy>>;
