import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prefixedEditions } from '@pcshop/stores/domain';
import { checkoutMeta, hiddenFooter } from './routeMeta';
import { routesFor } from './routes';

const handlesOf = (path: string) =>
  (matchRoutes(routesFor(prefixedEditions('')), path) ?? []).map((match) => ({
    handle: match.route.handle,
  }));
const footerOn = (path: string) => hiddenFooter(handlesOf(path));

describe('route metadata', () => {
  it('hides the footer up to small tablets on the cart page of every edition', () => {
    expect(footerOn('/checkout')).toBe('tabletSmall');
    expect(footerOn('/fr/checkout')).toBe('tabletSmall');
    expect(footerOn('/de/checkout')).toBe('tabletSmall');
  });

  it('marks each checkout page with its stage and whether it needs a login, in every edition', () => {
    for (const prefix of ['', '/fr', '/de']) {
      expect(checkoutMeta(handlesOf(`${prefix}/checkout`))).toEqual({
        stage: 0,
        authIsRequired: false,
      });
      expect(checkoutMeta(handlesOf(`${prefix}/checkout/auth`))).toEqual({
        stage: 1,
        authIsRequired: false,
      });
      expect(checkoutMeta(handlesOf(`${prefix}/checkout/shipping`))).toEqual({
        stage: 2,
        authIsRequired: true,
      });
      expect(checkoutMeta(handlesOf(`${prefix}/checkout/payment`))).toEqual({
        stage: 3,
        authIsRequired: true,
      });
      expect(checkoutMeta(handlesOf(`${prefix}/checkout/confirmed`))).toEqual({
        stage: 4,
        authIsRequired: true,
      });
    }
    expect(checkoutMeta(handlesOf('/gaming-pcs'))).toBeNull();
    expect(footerOn('/checkout/shipping')).toBe('tabletSmall');
    expect(footerOn('/checkout/confirmed')).toBeNull();
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
