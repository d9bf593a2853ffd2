import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Select, type SelectProps } from './Select';

const texts: LocaleTexts<SelectProps> = {
  'fr-FR': {
    label: 'Pays de livraison',
    hint: 'Nous livrons uniquement dans les pays de la liste',
    placeholder: 'Choisissez un pays',
    error: 'Ce champ est obligatoire',
    options: [
      { value: 'GB', label: 'Royaume-Uni' },
      { value: 'FR', label: 'France' },
      { value: 'IT', label: 'Italie' },
      { value: 'ES', label: 'Espagne' },
      { value: 'DE', label: 'Allemagne' },
    ],
  },
  it: {
    label: 'Paese di consegna',
    hint: 'Consegniamo solo nei paesi dell’elenco',
    placeholder: 'Scegli un paese',
    error: 'Questo campo è obbligatorio',
    options: [
      { value: 'GB', label: 'Regno Unito' },
      { value: 'FR', label: 'Francia' },
      { value: 'IT', label: 'Italia' },
      { value: 'ES', label: 'Spagna' },
      { value: 'DE', label: 'Germania' },
    ],
  },
  'es-ES': {
    label: 'País de entrega',
    hint: 'Solo enviamos a los países de la lista',
    placeholder: 'Elige un país',
    error: 'Este campo es obligatorio',
    options: [
      { value: 'GB', label: 'Reino Unido' },
      { value: 'FR', label: 'Francia' },
      { value: 'IT', label: 'Italia' },
      { value: 'ES', label: 'España' },
      { value: 'DE', label: 'Alemania' },
    ],
  },
  'de-DE': {
    label: 'Lieferland',
    hint: 'Wir liefern ausschließlich in die aufgeführten Länder',
    placeholder: 'Wählen Sie ein Land',
    error: 'Dies ist ein Pflichtfeld',
    options: [
      { value: 'GB', label: 'Vereinigtes Königreich' },
      { value: 'FR', label: 'Frankreich' },
      { value: 'IT', label: 'Italien' },
      { value: 'ES', label: 'Spanien' },
      { value: 'DE', label: 'Deutschland' },
    ],
  },
};

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Delivery country',
    hint: 'We ship only to the countries listed',
    placeholder: 'Choose a country',
    name: 'country',
    options: [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'FR', label: 'France' },
      { value: 'IT', label: 'Italy' },
      { value: 'ES', label: 'Spain' },
      { value: 'DE', label: 'Germany' },
    ],
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args, { globals }) => <Select {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger: a plain button until first use, then Radix's, so it is found anew each time. */
const triggerIn = (canvasElement: HTMLElement) => () =>
  within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger()).toHaveTextContent('Choose a country');
    await expect(trigger()).toHaveAttribute('data-placeholder');
    await expect(trigger()).toHaveAccessibleDescription('We ship only to the countries listed');
    await userEvent.click(trigger());
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Italy' }));
    await expect(args.onChange).toHaveBeenCalledWith('IT');
    await expect(trigger()).toHaveTextContent('Italy');
    await expect(trigger()).not.toHaveAttribute('data-placeholder');
    await expect(trigger()).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'FR' },
  play: async ({ args, canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger()).toHaveTextContent('France');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'France' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('IT');
    await expect(trigger()).toHaveTextContent('Italy');
  },
};

/** The attributes and content of an element, but `dir`, which only Radix's trigger states. */
function markup(element: HTMLElement) {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'dir')
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
  return { attributes, content: element.innerHTML };
}

/**
 * Opened from the keyboard before Radix is loaded (Space: the first use loads it and opens the
 * list) and after (ArrowUp); the plain trigger and Radix's closed one are the same markup.
 */
export const ByKeyboardBeforeAndAfterLoading: Story = {
  args: { defaultValue: 'FR' },
  play: async ({ args, canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    const plain = markup(trigger());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger()).toHaveAttribute('data-state', 'closed');
    trigger().focus();
    await userEvent.keyboard(' ');
    let listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'France' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ES');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveTextContent('Spain');
    await expect(markup(trigger())).toEqual({
      ...plain,
      content: plain.content.replace('France', 'Spain'),
    });

    await userEvent.keyboard('{ArrowUp}');
    listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Spain' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('GB');
    await expect(trigger()).toHaveTextContent('United Kingdom');
    await expect(trigger()).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** A touch opens it on its click, as Radix does, before Radix is loaded and after. */
export const ByTouch: Story = {
  args: { defaultValue: 'GB' },
  play: async ({ args, canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    const tap = (target: Element) => userEvent.pointer({ keys: '[TouchA]', target });
    for (const country of ['Italy', 'France']) {
      await tap(trigger());
      const listbox = await body(canvasElement).findByRole('listbox');
      await tap(within(listbox).getByRole('option', { name: country }));
      await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
      await expect(trigger()).toHaveTextContent(country);
    }
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** In a form, a named select sends its value before it is first used and after. */
export const InAForm: Story = {
  args: { defaultValue: 'DE' },
  render: (args, { globals }) => (
    <form aria-label="Delivery">
      <Select {...args} {...localeOverrides<SelectProps>(args, globals, texts)} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Delivery' });
    const sent = () => new FormData(form as HTMLFormElement).getAll('country');
    await expect(sent()).toEqual(['DE']);
    const trigger = triggerIn(canvasElement);
    await userEvent.click(trigger());
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Spain' }));
    await expect(trigger()).toHaveTextContent('Spain');
    await expect(sent()).toEqual(['ES']);
  },
};

export const EscapeKeepsTheValue: Story = {
  args: { defaultValue: 'DE' },
  play: async ({ args, canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.click(trigger());
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger()).toHaveTextContent('Germany');
    await expect(trigger()).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'We ship only to the countries listed This is a required field',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'GB' },
  play: async ({ canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger()).toBeDisabled();
    await expect(trigger()).toHaveTextContent('United Kingdom');
    await userEvent.click(trigger(), { pointerEventsCheck: 0 });
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
  },
};
