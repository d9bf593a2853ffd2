import { compareShallow, computed, makeAutoObservable, observableShallow } from 'mobx';
import { inAction } from '../inAction';
import { memoOfTwo } from './memoOfTwo';
import type { SortOption } from '../api/schemas/common';
import type { CategorySlug } from '../api/schemas/specs';
import { candidateState, type CandidateState } from '../domain/build/candidateState';
import {
  facetIndex,
  facetIndexedParts,
  type FacetCounts,
  type FacetIndex,
  type FacetValue,
  type PartFilters,
} from '../domain/catalogue/facets';
import type { BuildPart } from '../domain/build/parts';
import { toBuildPart } from '../domain/build/parts';
import { sortBy } from '../domain/build/sortParts';
import type { CustomiserStep } from '../domain/build/steps';
import { candidateModes, markCandidates, rulesForCategory } from '../domain/compatibility/index';
import type { CandidateMark, CompatibilityIssue } from '../domain/compatibility/index';
import type { CustomiserDependencies, CustomiserPart, Line } from './CustomiserStore';

export const PAGE_SIZE = 12;

export interface CandidateCard {
  part: CustomiserPart;
  state: CandidateState;
  /**
   * The rules the part would break with the current build, or, once chosen, those it breaks in
   * it (the reasons shown on its card).
   */
  issues: CompatibilityIssue[];
  amount: number;
}

/** What the candidates are checked against: the build so far and the step shown. */
export interface CandidateContext {
  readonly build: BuildPart[];
  /** The build's issues as it stands: conflicts and checks that couldn't be made. */
  readonly issues: CompatibilityIssue[];
  readonly currentStep: CustomiserStep;
  linesOf(category: CategorySlug): Line[];
}

/** The parts a step offers: loaded once per step, checked, filtered, sorted and paged. */
export class CandidateList {
  sort: SortOption = 'bestselling';
  onlyCompatible = false;
  onlyInStock = false;
  /** The step's search and facet choices (domain/catalogue/facets.ts). */
  filters: Required<PartFilters> = emptyFilters();
  page = 1;
  byCategory = new Map<CategorySlug, CustomiserPart[]>();
  loading = new Set<CategorySlug>();
  failed = new Set<CategorySlug>();
  /**
   * What each step's parts gave, kept while those parts, that build and those choices are the
   * ones shown: going back to a step sorts, checks and counts nothing again.
   */
  private readonly memo = {
    marks: memoOfTwo<CustomiserPart[], string, Map<string, CandidateMark>>(),
    index: memoOfTwo<CustomiserPart[], CategorySlug, FacetIndex<CustomiserPart>>(),
    faceted: memoOfTwo<
      CustomiserPart[],
      Required<PartFilters>,
      { passing: Set<CustomiserPart>; facets: FacetCounts[] }
    >(),
    sorted: memoOfTwo<CustomiserPart[], SortOption, CustomiserPart[]>(),
    eligible: memoOfTwo<Map<string, CandidateMark>, string, CustomiserPart[]>(),
    shown: memoOfTwo<CustomiserPart[], Set<CustomiserPart>, CustomiserPart[]>(),
  };

  constructor(
    private readonly deps: Pick<CustomiserDependencies, 'catalogue' | 'log'>,
    private readonly context: CandidateContext,
  ) {
    makeAutoObservable<CandidateList, 'deps' | 'context' | 'memo'>(
      this,
      {
        deps: false,
        context: false,
        memo: false,
        // Parts are answers, never changed in place: kept as they came, read without a proxy.
        byCategory: observableShallow,
        eligible: computed({ equals: compareShallow }),
      },
      { autoBind: true },
    );
  }

  ofCategory(category: CategorySlug): CustomiserPart[] {
    return this.byCategory.get(category) ?? [];
  }

  get current(): CustomiserPart[] {
    return this.ofCategory(this.context.currentStep.category);
  }

  /**
   * Each candidate of the current step checked against the build (only the rules it touches).
   * Where a candidate takes the place of the step's selection (candidateModes), the rules read
   * only the rest of the build (markCandidates), which keys the answer: choosing another part of
   * the step, or coming back to it, marks no candidate again.
   */
  get marks(): Map<string, CandidateMark> {
    const { category } = this.context.currentStep;
    const { build } = this.context;
    const against =
      candidateModes[category] === 'replace'
        ? build.filter((part) => part.category !== category)
        : build;
    return this.memo.marks(this.current, partsKey(against), (parts) => {
      const candidates = parts.map((part) => toBuildPart(part, 1));
      return new Map(markCandidates(against, candidates).map((mark) => [mark.id, mark]));
    });
  }

  /** How many of each of the current step's parts the build holds. */
  get amounts(): Map<string, number> {
    return new Map(
      this.context
        .linesOf(this.context.currentStep.category)
        .map((line) => [line.part.id, line.amount]),
    );
  }

  /** One candidate's card against the current build: its state, the reasons, its amount. */
  cardOf(part: CustomiserPart): CandidateCard {
    const mark = this.marks.get(part.id);
    const amount =
      part.category === this.context.currentStep.category
        ? (this.amounts.get(part.id) ?? 0)
        : (this.context.linesOf(part.category).find((line) => line.part.id === part.id)?.amount ??
          0);
    const state = candidateState({
      part,
      selected: amount > 0,
      compatible: mark?.compatible ?? true,
    });
    return {
      part,
      state,
      issues: amount > 0 ? this.conflictsOf(part) : (mark?.issues ?? []),
      amount,
    };
  }

  /**
   * The rules a chosen part breaks, or couldn't check, in the build (a missing part is the
   * build's, not the part's).
   */
  private conflictsOf(part: CustomiserPart): CompatibilityIssue[] {
    const codes = new Set(rulesForCategory[part.category].flatMap((rule) => rule.codes));
    return this.context.issues.filter(
      (issue) => issue.parts.includes(part.id) && codes.has(issue.code),
    );
  }

  /**
   * The step's parts the toggles let through, in the catalogue's order. Compared part by part: a
   * change of the build that lets the same parts through (every toggle off) counts nothing again.
   */
  get eligible(): CustomiserPart[] {
    if (!this.onlyCompatible && !this.onlyInStock) return this.current;
    // The marks are the step's parts checked against the build; with the toggles and the parts
    // chosen they decide every state, so a step shown again filters nothing again.
    const chosen = [...this.amounts].flatMap(([id, amount]) => (amount > 0 ? [id] : []));
    const choices = `${this.onlyCompatible}|${this.onlyInStock}|${chosen.join(',')}`;
    return this.memo.eligible(this.marks, choices, (marks) => {
      const selected = new Set(chosen);
      // Read from the marks, not from a card's state, where "out of stock" hides "incompatible":
      // a sold-out part that wouldn't fit is no compatible part (the products API's rule too).
      return this.current.filter((part) => {
        if (selected.has(part.id)) return true;
        if (this.onlyCompatible && !(marks.get(part.id)?.compatible ?? true)) return false;
        return (
          !this.onlyInStock ||
          candidateState({ part, selected: false, compatible: true }) !== 'out_of_stock'
        );
      });
    });
  }

  /**
   * The parts the search and the facets let through, and each facet's counts among the parts the
   * other choices leave (the same module the products API counts with). Not ordered: a new sort
   * order counts nothing again.
   */
  get faceted(): { passing: Set<CustomiserPart>; facets: FacetCounts[] } {
    const category = this.context.currentStep.category;
    // The step's parts are indexed once; the toggles' choice is a flag per part of the index.
    const index = this.memo.index(this.current, category, (parts) => facetIndex(category, parts));
    return this.memo.faceted(this.eligible, this.filters, (eligible, filters) => {
      const found = facetIndexedParts(index, filters, listedIn(index.parts, eligible));
      return { passing: new Set(found.parts), facets: found.facets };
    });
  }

  get sorted(): CustomiserPart[] {
    return this.memo.sorted(this.current, this.sort, (parts, sort) =>
      sortBy(parts, sort, (part) => part),
    );
  }

  /** The parts shown, in the chosen order. */
  get shown(): CustomiserPart[] {
    return this.memo.shown(this.sorted, this.faceted.passing, (sorted, passing) =>
      sorted.filter((part) => passing.has(part)),
    );
  }

  /** The cards shown, in the chosen order. */
  get cards(): CandidateCard[] {
    return this.shown.map((part) => this.cardOf(part));
  }

  get facets(): FacetCounts[] {
    return this.faceted.facets;
  }

  /** Whether any search or facet choice narrows the step. */
  get filtered(): boolean {
    const { q, values, ranges } = this.filters;
    return (
      q.trim() !== '' ||
      Object.values(values).some((ticked) => ticked.length > 0) ||
      Object.values(ranges).some((bounds) => bounds.min !== undefined || bounds.max !== undefined)
    );
  }

  setQuery(q: string) {
    this.filters = { ...this.filters, q };
    this.page = 1;
  }

  /** Ticks or unticks one value of a values facet. */
  setValue(key: string, value: FacetValue, ticked: boolean) {
    const current = this.filters.values[key] ?? [];
    const others = current.filter((each) => String(each) !== String(value));
    this.filters = {
      ...this.filters,
      values: { ...this.filters.values, [key]: ticked ? [...others, value] : others },
    };
    this.page = 1;
  }

  /** Bounds a range facet; undefined leaves that side open. */
  setRange(key: string, bounds: { min?: number; max?: number }) {
    this.filters = { ...this.filters, ranges: { ...this.filters.ranges, [key]: bounds } };
    this.page = 1;
  }

  /** The search and facet choices at once (from the page's address). */
  setFilters(filters: PartFilters) {
    this.filters = { ...emptyFilters(), ...filters };
    this.page = 1;
  }

  clearFilters() {
    if (this.filtered || this.filters.q !== '') this.filters = emptyFilters();
    this.page = 1;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.shown.length / PAGE_SIZE));
  }

  /** The parts of the page shown; each card is checked on its own (`cardOf`). */
  get pageParts(): CustomiserPart[] {
    const page = Math.min(this.page, this.pageCount);
    return this.shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  }

  setSort(sort: SortOption) {
    this.sort = sort;
    this.page = 1;
  }

  setOnlyCompatible(on: boolean) {
    this.onlyCompatible = on;
    this.page = 1;
  }

  setOnlyInStock(on: boolean) {
    this.onlyInStock = on;
    this.page = 1;
  }

  setPage(page: number) {
    // The first page needs no count: a step change or a new filter doesn't sort and count the
    // parts in the click's own task, only the page rendered next does.
    const wanted = Math.max(1, Math.floor(page));
    this.page = wanted === 1 ? 1 : Math.min(wanted, this.pageCount);
  }

  /** Loads a step's parts once (again after a failure). */
  async load(category: CategorySlug, force = false): Promise<void> {
    if (!force && (this.byCategory.has(category) || this.loading.has(category))) return;
    this.loading.add(category);
    this.failed.delete(category);
    try {
      const parts = await this.deps.catalogue.partsOfCategory(category);
      inAction('CandidateList.load', () => {
        this.byCategory.set(category, parts);
      });
    } catch (error) {
      this.deps.log?.(`Loading the ${category} step failed`, error);
      inAction('CandidateList.load', () => this.failed.add(category));
    } finally {
      inAction('CandidateList.load', () => this.loading.delete(category));
    }
  }

  /** Loads again the steps seen (prices change with the currency). */
  async reload(): Promise<void> {
    const categories = [...this.byCategory.keys()];
    this.byCategory.clear();
    await Promise.all(categories.map((category) => this.load(category)));
  }
}

function emptyFilters(): Required<PartFilters> {
  return { q: '', values: {}, ranges: {} };
}

/** A flag per part of `all` for those in `some`, a subsequence of it (`all` itself: every part). */
function listedIn<P>(all: readonly P[], some: readonly P[]): Uint8Array | undefined {
  if (some === all) return undefined;
  const listed = new Uint8Array(all.length);
  let next = 0;
  for (let at = 0; at < all.length && next < some.length; at++) {
    if (all[at] === some[next]) {
      listed[at] = 1;
      next += 1;
    }
  }
  return listed;
}

/**
 * A build's parts and amounts as a key: a part's facts are the same for its id (parts are
 * answers, never changed in place).
 */
function partsKey(parts: readonly BuildPart[]): string {
  return parts.map((part) => `${part.id}×${part.amount}`).join(',');
}
