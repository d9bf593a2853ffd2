import { z } from 'zod';
import { messageLocales } from '../constants/index';

export {
  defaultEdition,
  editionFromPath,
  editionOfCountry,
  editionPath,
  editionTable,
  isEdition,
  messageLocales,
  pathInEdition,
  type EditionInfo,
  type MessageLocale,
} from '../constants/index';

export const messageLocaleSchema = z.enum(messageLocales);
