import { partsOf, price } from './part';

/** Operating systems, installed and activated on the build. */
export const operatingSystems = partsOf('os', [
  {
    reference: 'os-microsoft-windows-11-home-oem',
    brand: 'Microsoft',
    title: 'Microsoft Windows 11 Home 64-bit (OEM)',
    description:
      'Windows 11 Home, 64-bit, with a system builder licence tied to the PC it is installed on.',
    specs: { edition: 'Windows 11 Home', licence: 'oem', architecture: '64-bit' },
    price: price(99.99, 109.9),
    stock: 500,
    rating: 4.5,
    ratingCount: 2880,
    deliveryDays: 1,
    sold: 6120,
  },
  {
    reference: 'os-microsoft-windows-11-pro-oem',
    brand: 'Microsoft',
    title: 'Microsoft Windows 11 Pro 64-bit (OEM)',
    description:
      'Windows 11 Pro, 64-bit, with BitLocker, Hyper-V and Remote Desktop hosting, under a system builder licence tied to the PC.',
    specs: { edition: 'Windows 11 Pro', licence: 'oem', architecture: '64-bit' },
    price: price(139.99, 149.9),
    stock: 500,
    rating: 4.6,
    ratingCount: 1044,
    deliveryDays: 1,
    sold: 1790,
  },
  {
    reference: 'os-microsoft-windows-11-pro-retail',
    brand: 'Microsoft',
    title: 'Microsoft Windows 11 Pro (Retail, USB)',
    description:
      'Windows 11 Pro retail licence on a USB installation drive, transferable to another PC.',
    specs: { edition: 'Windows 11 Pro', licence: 'retail', architecture: '64-bit' },
    price: price(219.99, 259),
    stock: 0,
    rating: 4.5,
    ratingCount: 188,
    deliveryDays: 4,
    sold: 160,
  },
  {
    reference: 'os-canonical-ubuntu-desktop-24-04-lts',
    brand: 'Canonical',
    title: 'Ubuntu Desktop 24.04 LTS',
    description:
      'Ubuntu Desktop 24.04 LTS, 64-bit, free and open source, with five years of standard security updates. The price covers installation and set-up.',
    specs: { edition: 'Ubuntu Desktop 24.04 LTS', licence: 'free', architecture: '64-bit' },
    price: price(9.99, 9.99),
    stock: 500,
    rating: 4.4,
    ratingCount: 322,
    deliveryDays: 1,
    sold: 410,
  },
  {
    reference: 'os-microsoft-windows-10-home-oem',
    brand: 'Microsoft',
    title: 'Microsoft Windows 10 Home 64-bit (OEM)',
    description:
      'Windows 10 Home, 64-bit, under a system builder licence. Microsoft ended support on 14 October 2025.',
    specs: { edition: 'Windows 10 Home', licence: 'oem', architecture: '64-bit' },
    price: price(89.99, 99.9),
    stock: 0,
    status: 'archived',
    rating: 4.4,
    ratingCount: 4310,
    deliveryDays: 1,
    sold: 5480,
  },
]);
