import { expect, test } from './fixtures';

const contacts = [
  { prefix: '', email: 'support@rigsmith.co.uk', phone: '+44 20 7946 0321' },
  { prefix: '/fr', email: 'support@rigsmith.fr', phone: '+33 1 99 00 43 21' },
  { prefix: '/it', email: 'assistenza@rigsmith.it', phone: '+39 02 8088 4321' },
  { prefix: '/es', email: 'soporte@rigsmith.es', phone: '+34 910 88 43 21' },
  { prefix: '/de', email: 'support@rigsmith.de', phone: '+49 30 23125 432' },
];

test('each edition’s footer gives its own support address and number', async ({ page }) => {
  for (const { prefix, email, phone } of contacts) {
    await page.goto(prefix || '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/ /g, '')}`,
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(1);
  }
});
