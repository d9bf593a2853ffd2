import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Pagination, type PaginationProps } from './Pagination';

const texts: LocaleTexts<PaginationProps> = {
  'fr-FR': {
    labels: {
      navigation: 'Pages',
      previous: 'Précédente',
      next: 'Suivante',
      page: (page) => `Page ${page}`,
      status: (page, count) => `Page ${page} sur ${count}`,
    },
  },
  it: {
    labels: {
      navigation: 'Pagine',
      previous: 'Precedente',
      next: 'Successiva',
      page: (page) => `Pagina ${page}`,
      status: (page, count) => `Pagina ${page} di ${count}`,
    },
  },
  'es-ES': {
    labels: {
      navigation: 'Páginas',
      previous: 'Anterior',
      next: 'Siguiente',
      page: (page) => `Página ${page}`,
      status: (page, count) => `Página ${page} de ${count}`,
    },
  },
  'de-DE': {
    labels: {
      navigation: 'Seiten',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      page: (page) => `Seite ${page}`,
      status: (page, count) => `Seite ${page} von ${count}`,
    },
  },
};

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 6,
    pageCount: 20,
    labels: {
      navigation: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: (page) => `Page ${page}`,
      status: (page, count) => `Page ${page} of ${count}`,
    },
    hrefFor: (page) => `/gaming-pcs?page=${page}`,
  },
  render: (args, { globals }) => (
    <Pagination {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageNumbers(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('listitem')
    .map(
      (item) =>
        (item.querySelector('[aria-current] [aria-hidden="true"]') ?? item).textContent ?? '',
    );
}

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(pageNumbers(canvasElement)).toEqual(['1', '…', '5', '6', '7', '…', '20']);
    await expect(within(nav).getByRole('link', { name: 'Page 7' })).toHaveAttribute(
      'href',
      '/gaming-pcs?page=7',
    );
    await expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/gaming-pcs?page=5',
    );
    await expect(within(nav).getByText('Page 6').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: 'Page 6' })).toBeNull();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    await expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    await expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/gaming-pcs?page=2',
    );
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '…', '16', '17', '18', '19', '20']);
    await expect(within(canvasElement).queryByRole('link', { name: /Next/ })).toBeNull();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4']);
  },
};

export const Buttons: Story = {
  args: { hrefFor: undefined, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(within(nav).getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await expect(pageNumbers(canvasElement)).toEqual(['1', '…', '7', '8', '9', '…', '20']);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 6 of 20')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Next/ })).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
