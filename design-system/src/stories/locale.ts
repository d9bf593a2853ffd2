/** The edition locales the Storybook toolbar switches between (see .storybook/preview.tsx). */
export const storyLocales = ['en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'] as const;
export type StoryLocale = (typeof storyLocales)[number];

/**
 * The text props of a story in the toolbar's locale. English comes from the story's args;
 * the other locales override them, so long French and German strings show whether a layout holds:
 * `render: (args, { globals }) => <Price {...args} {...localeArgs(globals, texts)} />`.
 */
export function localeArgs<T extends object>(
  globals: { locale?: unknown },
  texts: Partial<Record<Exclude<StoryLocale, 'en-GB'>, Partial<T>>>,
): Partial<T> {
  const locale = globals.locale as StoryLocale | undefined;
  if (!locale || locale === 'en-GB') return {};
  return texts[locale] ?? {};
}
