import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prefixedEditions } from '@pcshop/stores/domain';
import { hiddenFooter } from './routeMeta';
import { routesFor } from './routes';

const footerOn = (path: string) =>
  hiddenFooter(
    (matchRoutes(routesFor(prefixedEditions('')), path) ?? []).map((match) => ({
      handle: match.route.handle,
    })),
  );

describe('route metadata', () => {
  it('hides the footer up to small tablets on the cart page of every edition', () => {
    expect(footerOn('/checkout')).toBe('tabletSmall');
    expect(footerOn('/fr/checkout')).toBe('tabletSmall');
    expect(footerOn('/de/checkout')).toBe('tabletSmall');
  });

  it('keeps the footer on every screen elsewhere', () => {
    expect(footerOn('/')).toBeNull();
    expect(footerOn('/gaming-pcs/rigsmith-ember')).toBeNull();
    expect(footerOn('/fr/faq')).toBeNull();
  });

  it("takes the deepest route's value and ignores other handles", () => {
    expect(
      hiddenFooter([
        { handle: { hideFooter: 'tablet' } },
        { handle: { serverRender: true } },
        { handle: { hideFooter: 'phone' } },
        { handle: undefined },
      ]),
    ).toBe('phone');
    expect(hiddenFooter([{ handle: { hideFooter: 'desktop' } }])).toBeNull();
  });
});
