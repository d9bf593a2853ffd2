import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useStores } from '@pcshop/stores/react';

/**
 * How many units the cart holds, for the header. 0 until the page is interactive: the server
 * renders without the browser's lines, so the first render in the browser must agree with it.
 */
export function useCartCount(): number {
  const { cart } = useStores();
  const [count, setCount] = useState(0);
  useEffect(() => reaction(() => cart.count, setCount, { fireImmediately: true }), [cart]);
  return count;
}
