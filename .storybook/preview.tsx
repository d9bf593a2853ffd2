import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkTheme } from '@pcshop/design-system';
import '@pcshop/design-system/global';
import { defaultStoryViewport, storyViewports } from './viewports';

export const storyLocales = ['en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'] as const;

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Message locale of the edition (long French and German strings test layouts)',
      toolbar: { title: 'Locale', icon: 'globe', items: [...storyLocales], dynamicTitle: true },
    },
  },
  initialGlobals: {
    locale: 'en-GB',
    viewport: { value: defaultStoryViewport, isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: storyViewports,
    },
  },
  decorators: [
    (Story, context) => {
      const locale = String(context.globals.locale ?? 'en-GB');
      useEffect(() => {
        document.documentElement.lang = locale;
        document.body.classList.add(darkTheme);
      }, [locale]);
      return (
        <div className={darkTheme} style={{ padding: 4 }}>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
