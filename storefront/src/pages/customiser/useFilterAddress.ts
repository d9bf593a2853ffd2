import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useSearchParams } from 'react-router';
import { customiserSteps, formatFilter, parseFilter } from '@pcshop/stores/domain';
import type { CustomiserStore } from '@pcshop/stores/builder';

/** Opens the step and sets the search and facet choices an address names. */
export function applyFilterAddress(
  store: CustomiserStore,
  { step, q, filter }: { step: string | null; q: string | null; filter: string | null },
) {
  const parsed = filter === null ? null : parseFilter(filter);
  const index = customiserSteps.findIndex((each) => each.category === step);
  if (index >= 0) store.goToStep(index);
  if (q !== null || parsed) store.candidates.setFilters({ q: q ?? '', ...parsed });
}

/**
 * Keeps the step's search and facet choices in the address with the step they belong to
 * (`?step=gpu&q=…&filter=…`, the products API's own parameters), so a reload or a shared link
 * finds the same parts; an address that isn't a step or a filter is ignored.
 */
export function useFilterAddress(store: CustomiserStore) {
  const [params, setParams] = useSearchParams();
  const step = params.get('step');
  const q = params.get('q');
  const filter = params.get('filter');

  useEffect(() => {
    applyFilterAddress(store, { step, q, filter });
    // Read once, when the page opens: afterwards the store leads and the address follows.
  }, [store]);

  useEffect(
    () =>
      reaction(
        () => store.candidates.filters,
        ({ q: text, values, ranges }) => {
          // From the address as it is now: other hooks change it too (the build, the save).
          const current = new URLSearchParams(window.location.search);
          const next = new URLSearchParams(current);
          const encoded = formatFilter({ values, ranges });
          if (text.trim() === '' && encoded === '') next.delete('step');
          else next.set('step', store.currentStep.category);
          if (text.trim() === '') next.delete('q');
          else next.set('q', text);
          if (encoded === '') next.delete('filter');
          else next.set('filter', encoded);
          if (next.toString() !== current.toString()) setParams(next, { replace: true });
        },
      ),
    [store, setParams],
  );
}
