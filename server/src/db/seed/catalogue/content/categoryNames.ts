import type { CategorySlug } from '@pcshop/stores/schemas';
import type { Localised } from '../../../schema/catalogue';

/** Category names as the customiser's steps and the breadcrumbs show them. */
export const categoryNames: Record<CategorySlug, Localised> = {
  case: { 'en-GB': 'Case', 'fr-FR': 'Boîtier', it: 'Case', 'es-ES': 'Caja', 'de-DE': 'Gehäuse' },
  cpu: {
    'en-GB': 'Processor',
    'fr-FR': 'Processeur',
    it: 'Processore',
    'es-ES': 'Procesador',
    'de-DE': 'Prozessor',
  },
  motherboard: {
    'en-GB': 'Motherboard',
    'fr-FR': 'Carte mère',
    it: 'Scheda madre',
    'es-ES': 'Placa base',
    'de-DE': 'Mainboard',
  },
  cooler: {
    'en-GB': 'CPU cooling',
    'fr-FR': 'Refroidissement CPU',
    it: 'Raffreddamento CPU',
    'es-ES': 'Refrigeración de CPU',
    'de-DE': 'CPU-Kühlung',
  },
  memory: {
    'en-GB': 'Memory',
    'fr-FR': 'Mémoire',
    it: 'Memoria',
    'es-ES': 'Memoria',
    'de-DE': 'Arbeitsspeicher',
  },
  gpu: {
    'en-GB': 'Graphics card',
    'fr-FR': 'Carte graphique',
    it: 'Scheda video',
    'es-ES': 'Tarjeta gráfica',
    'de-DE': 'Grafikkarte',
  },
  storage: {
    'en-GB': 'Storage',
    'fr-FR': 'Stockage',
    it: 'Archiviazione',
    'es-ES': 'Almacenamiento',
    'de-DE': 'Datenspeicher',
  },
  psu: {
    'en-GB': 'Power supply',
    'fr-FR': 'Alimentation',
    it: 'Alimentatore',
    'es-ES': 'Fuente de alimentación',
    'de-DE': 'Netzteil',
  },
  fan: {
    'en-GB': 'Case fans',
    'fr-FR': 'Ventilateurs',
    it: 'Ventole',
    'es-ES': 'Ventiladores',
    'de-DE': 'Gehäuselüfter',
  },
  lighting: {
    'en-GB': 'Lighting',
    'fr-FR': 'Éclairage',
    it: 'Illuminazione',
    'es-ES': 'Iluminación',
    'de-DE': 'Beleuchtung',
  },
  'optical-drive': {
    'en-GB': 'Optical drive',
    'fr-FR': 'Lecteur optique',
    it: 'Unità ottica',
    'es-ES': 'Unidad óptica',
    'de-DE': 'Optisches Laufwerk',
  },
  os: {
    'en-GB': 'Operating system',
    'fr-FR': 'Système d’exploitation',
    it: 'Sistema operativo',
    'es-ES': 'Sistema operativo',
    'de-DE': 'Betriebssystem',
  },
  monitor: {
    'en-GB': 'Monitor',
    'fr-FR': 'Écran',
    it: 'Monitor',
    'es-ES': 'Monitor',
    'de-DE': 'Monitor',
  },
  accessory: {
    'en-GB': 'Accessories',
    'fr-FR': 'Accessoires',
    it: 'Accessori',
    'es-ES': 'Accesorios',
    'de-DE': 'Zubehör',
  },
};
