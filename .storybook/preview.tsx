import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkTheme } from '@pcshop/design-system';
import '@pcshop/design-system/global';

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
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' } },
        tabletSmall: { name: 'Small tablet (600)', styles: { width: '600px', height: '960px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
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
