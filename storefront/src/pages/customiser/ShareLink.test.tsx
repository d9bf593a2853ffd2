// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { ShareLink } from './ShareLink';

const shareUrl = 'https://rigsmith.test/custom-pc-builder/customiser?build=12.45*2';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderShareLink(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const i18n = await createI18n('en-GB');
  await i18n.loadNamespaces('customiser');
  render(
    <I18nextProvider i18n={i18n}>
      <ShareLink url={shareUrl} />
    </I18nextProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await Promise.resolve();
  });
}

describe('ShareLink', () => {
  it('copies the link and says so politely', async () => {
    const writeText = vi.fn(async () => {});
    await renderShareLink(writeText);
    expect(writeText).toHaveBeenCalledWith(shareUrl);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Link copied');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('selects the link for the shopper to copy when the clipboard is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderShareLink(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    expect(await screen.findByText(/The link is selected/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(shareUrl);
  });
});
