import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Combobox, type ComboboxProps } from './Combobox';

const cities = [
  'Birmingham',
  'Bristol',
  'Cardiff',
  'Edinburgh',
  'Glasgow',
  'Leeds',
  'Liverpool',
  'London',
  'Manchester',
  'Newcastle upon Tyne',
  'Nottingham',
  'Sheffield',
].map((city) => ({ value: city.toLowerCase().replaceAll(' ', '-'), label: city }));

const texts: LocaleTexts<ComboboxProps> = {
  'fr-FR': {
    label: 'Ville',
    hint: 'Commencez à saisir, puis choisissez dans la liste',
    invalidMessage: 'Valeur non valide. Sélectionnez la ville dans la liste déroulante',
    noResults: 'Aucune ville ne correspond',
    error: 'Ce champ est obligatoire',
  },
  it: {
    label: 'Città',
    hint: 'Inizia a digitare, poi scegli dall’elenco',
    invalidMessage: 'Valore non valido. Seleziona la città dall’elenco a discesa',
    noResults: 'Nessuna città corrispondente',
    error: 'Questo campo è obbligatorio',
  },
  'es-ES': {
    label: 'Ciudad',
    hint: 'Empieza a escribir y elige en la lista',
    invalidMessage: 'Valor no válido. Selecciona la ciudad en la lista desplegable',
    noResults: 'Ninguna ciudad coincide',
    error: 'Este campo es obligatorio',
  },
  'de-DE': {
    label: 'Stadt',
    hint: 'Beginnen Sie zu tippen und wählen Sie dann aus der Liste',
    invalidMessage: 'Ungültiger Wert. Wählen Sie die Stadt aus der Dropdown-Liste aus',
    noResults: 'Keine passende Stadt gefunden',
    error: 'Dies ist ein Pflichtfeld',
  },
};

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    label: 'City',
    hint: 'Start typing, then pick from the list',
    name: 'city',
    options: cities,
    invalidMessage: 'Invalid value. Select city from the drop-down list',
    noResults: 'No city matches',
    onChange: fn(),
    onBlur: fn(),
    onInputChange: fn(),
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 420, minHeight: 360 }}>
      <Combobox {...args} {...localeOverrides(args, globals, texts)} />
    </div>
  ),
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

function getInput(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('combobox', { name: 'City' });
}

export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'ma');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = within(canvasElement).getByRole('listbox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manchester']);
    await userEvent.clear(input);
    await userEvent.type(input, 'l');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Leeds', 'Liverpool', 'London']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox).getByRole('option', { name: 'Liverpool' });
    await expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Liverpool');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('liverpool');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('l');
  },
};

export const PickWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.click(input);
    const listbox = within(canvasElement).getByRole('listbox', { name: 'City' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(cities.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Edinburgh' }));
    await expect(input).toHaveValue('Edinburgh');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('edinburgh');
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.type(input, 'upon');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('upon');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Newcastle upon Tyne');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('newcastle-upon-tyne');
  },
};

export const InvalidValue: Story = {
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.type(input, 'Londres');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No city matches');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Start typing, then pick from the list Invalid value. Select city from the drop-down list',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const TypedMatchIsPicked: Story = {
  name: 'A typed exact match is picked',
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.type(input, 'bristol');
    await userEvent.tab();
    await expect(input).toHaveValue('Bristol');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('bristol');
  },
};

export const Picked: Story = {
  args: { defaultValue: 'cardiff' },
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await expect(input).toHaveValue('Cardiff');
    await userEvent.type(input, 'x');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
  },
};

export const Open: Story = {
  args: { defaultValue: 'bristol' },
  play: async ({ canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'b');
    const listbox = within(canvasElement).getByRole('listbox', { name: 'City' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Birmingham', 'Bristol']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Birmingham' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  },
};
