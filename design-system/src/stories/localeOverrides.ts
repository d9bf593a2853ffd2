import { localeArgs } from './locale';

type LocaleTexts<T extends object> = Parameters<typeof localeArgs<T>>[1];

/**
 * `localeArgs` for a meta-level render shared by several stories: the toolbar locale replaces
 * only the texts a story sets, so a story without a hint or an error does not gain one.
 */
export function localeOverrides<T extends object>(
  args: T,
  globals: { locale?: unknown },
  texts: LocaleTexts<T>,
): Partial<T> {
  const overrides = localeArgs<T>(globals, texts);
  return Object.fromEntries(
    Object.entries(overrides).filter(
      ([key]) => (args as Record<string, unknown>)[key] !== undefined,
    ),
  ) as Partial<T>;
}

export type { LocaleTexts };
