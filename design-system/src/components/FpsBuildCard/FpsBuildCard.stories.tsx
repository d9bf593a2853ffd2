import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale, type StoryTexts } from '../../stories/commerce';
import * as frames from '../../stories/frames.css';
import { renders } from '../../stories/images';
import { StoryLink } from '../../stories/StoryLink';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Columns } from '../Columns/Columns';
import { FpsBuildCard, fpsBuildTiers, type FpsBuildModel } from './FpsBuildCard';

const openModel = fn();

const model = (name: string, src: string, fps: number, amount: number): FpsBuildModel => ({
  name,
  image: { src, alt: `${name}, front three-quarter view`, width: 640, height: 480 },
  link: <StoryLink to={`/pc/${name.toLowerCase().replaceAll(' ', '-')}`} onNavigate={openModel} />,
  fps,
  fpsLabel: 'FPS in Cyberpunk 2077 at 1440p',
  specs: ['Ryzen 7 7800X3D', 'RTX 4070 Super'],
  price: { amount, currency: 'GBP', locale: 'en-GB' },
});

const texts: StoryTexts<{
  titles: Record<string, string>;
  noModel: string;
  fpsLabel: string;
  customise: string;
}> = {
  'en-GB': {
    titles: { 'best-match': 'Best Match', 'level-up': 'Level Up', ultimate: 'Ultimate PC' },
    noModel: 'No model reaches 240 FPS in this game yet. Build your own in the customiser.',
    fpsLabel: 'FPS in Cyberpunk 2077 at 1440p',
    customise: 'Customise a PC',
  },
  'fr-FR': {
    titles: {
      'best-match': 'Meilleur choix',
      'level-up': 'Niveau supérieur',
      ultimate: 'PC ultime',
    },
    noModel:
      'Aucun modèle n’atteint encore 240 IPS dans ce jeu. Composez le vôtre dans le configurateur.',
    fpsLabel: 'IPS dans Cyberpunk 2077 en 1440p',
    customise: 'Configurer un PC',
  },
  it: {
    titles: {
      'best-match': 'Scelta migliore',
      'level-up': 'Livello superiore',
      ultimate: 'PC definitivo',
    },
    noModel:
      'Nessun modello raggiunge ancora 240 FPS in questo gioco. Crea il tuo nel configuratore.',
    fpsLabel: 'FPS in Cyberpunk 2077 a 1440p',
    customise: 'Configura un PC',
  },
  'es-ES': {
    titles: {
      'best-match': 'Mejor opción',
      'level-up': 'Nivel superior',
      ultimate: 'PC definitivo',
    },
    noModel:
      'Ningún modelo alcanza todavía 240 FPS en este juego. Crea el tuyo en el configurador.',
    fpsLabel: 'FPS en Cyberpunk 2077 a 1440p',
    customise: 'Configurar un PC',
  },
  'de-DE': {
    titles: {
      'best-match': 'Beste Wahl',
      'level-up': 'Eine Stufe höher',
      ultimate: 'Ultimativer PC',
    },
    noModel:
      'Noch erreicht kein Modell 240 FPS in diesem Spiel. Stelle deinen eigenen PC im Konfigurator zusammen.',
    fpsLabel: 'FPS in Cyberpunk 2077 bei 1440p',
    customise: 'PC konfigurieren',
  },
};

const models: Record<string, FpsBuildModel | null> = {
  'best-match': model('Rigsmith Aurora 7', renders.cyan, 142, 179900),
  'level-up': model('Rigsmith Aurora 9', renders.lime, 171, 219900),
  ultimate: model('Rigsmith Apex 9', renders.amber, 236, 329900),
};

const meta = {
  title: 'Commerce/FpsBuildCard',
  component: FpsBuildCard,
  args: {
    tier: 'best-match',
    title: 'Best Match',
    model: models['best-match'] ?? null,
    noModelMessage: texts['en-GB'].noModel,
    priceLabels: priceLabels['en-GB'],
  },
  argTypes: { tier: { control: 'radio', options: fpsBuildTiers } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const text = texts[locale];
    return (
      <FpsBuildCard
        {...args}
        title={text.titles[args.tier] ?? args.title}
        noModelMessage={text.noModel}
        priceLabels={priceLabels[locale]}
        model={
          args.model && {
            ...args.model,
            fpsLabel: text.fpsLabel,
            price: { ...args.model.price, ...editionFormats[locale] },
          }
        }
        actions={args.model ? args.actions : <Button tone="secondary">{text.customise}</Button>}
      />
    );
  },
} satisfies Meta<typeof FpsBuildCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const inCardSlot: Story['decorators'] = [
  (Story) => (
    <Box className={frames.card}>
      <Story />
    </Box>
  ),
];

export const BestMatch: Story = {
  decorators: inCardSlot,
  play: async ({ canvasElement }) => {
    openModel.mockClear();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Best Match' });
    await expect(card).toHaveTextContent('142FPS in Cyberpunk 2077 at 1440p');
    await userEvent.click(canvas.getByRole('link', { name: 'Rigsmith Aurora 7' }));
    await expect(openModel).toHaveBeenCalledWith('/pc/rigsmith-aurora-7');
  },
};

export const NoModelReachesTheTarget: Story = {
  decorators: inCardSlot,
  args: { tier: 'ultimate', title: 'Ultimate PC', model: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Ultimate PC' });
    await expect(card).toHaveTextContent(/No model reaches 240 FPS/);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Customise a PC' })).toBeVisible();
  },
};

const threeCards = (missingUltimate: boolean): Story => ({
  render: (args, { globals }) => {
    const text = texts[storyLocale(globals)];
    return (
      <Columns as="ul" columns={{ phone: 1, tablet: 3 }}>
        {fpsBuildTiers.map((tier) => {
          const tierModel = missingUltimate && tier === 'ultimate' ? null : (models[tier] ?? null);
          return (
            <li key={tier}>
              <FpsBuildCard
                {...args}
                tier={tier}
                title={text.titles[tier] ?? tier}
                noModelMessage={text.noModel}
                model={tierModel && { ...tierModel, fpsLabel: text.fpsLabel }}
                actions={tierModel ? undefined : <Button tone="secondary">{text.customise}</Button>}
              />
            </li>
          );
        })}
      </Columns>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('article').map((card) => card.getAttribute('data-tier')),
    ).toEqual(['best-match', 'level-up', 'ultimate']);
    await expect(canvas.getAllByRole('link')).toHaveLength(missingUltimate ? 2 : 3);
  },
});

export const ThreeTiers: Story = threeCards(false);
export const ThreeTiersOnPhone: Story = {
  ...threeCards(false),
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const UltimateOutOfReach: Story = threeCards(true);
