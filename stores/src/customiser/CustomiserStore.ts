import { makeAutoObservable, observableRef } from 'mobx';
import { inAction } from '../inAction';
import type { GameSummary, Resolution, GameProfile } from '../api/schemas/games';
import type { CategorySlug, SpecsByCategory } from '../api/schemas/specs';
import { lineProblem } from '../domain/build/availability';
import { decodeBuild, encodeBuild, type BuildLines } from '../domain/build/buildCode';
import { MAX_PART_AMOUNT } from '../domain/build/limits';
import { toBuildPart, type BuildPart } from '../domain/build/parts';
import { buildReadiness, type BuildReadiness, type LineProblem } from '../domain/build/readiness';
import { customiserSteps, stepIndexOf, type CustomiserStep } from '../domain/build/steps';
import { checkCompatibility, markCandidates } from '../domain/compatibility/index';
import type { CompatibilityIssue } from '../domain/compatibility/index';
import { estimateBuildFps, unlistedPerformance } from '../domain/fps';
import { estimatePower } from '../domain/power';
import { buildPrice, type BuildPrice } from '../domain/pricing/money';
import type { KeyValueStorage } from '../platform';
import { CandidateList } from './CandidateList';
import { keepBuildSaved, readSavedBuild } from './savedBuild';

/** A catalogue part as the customiser shows and checks it, priced in the current currency. */
export type CustomiserPart = {
  [C in CategorySlug]: {
    id: string;
    reference: string;
    category: C;
    brand: string;
    title: string;
    specs: SpecsByCategory[C];
    /** VAT-inclusive price in minor units of the current currency. */
    price: number;
    stock: number;
    status: 'public' | 'archived';
    rating: number;
    ratingCount: number;
    deliveryDays: number;
    sold: number;
    image?: string;
  };
}[CategorySlug];

export interface CustomiserModel {
  slug: string;
  name: string;
  discountPercent: number | null;
  parts: BuildLines;
}

/** Where the customiser's parts come from (the api client in the app, fakes in tests). */
export interface CustomiserCatalogue {
  partsOfCategory(category: CategorySlug): Promise<CustomiserPart[]>;
  partsByIds(ids: readonly string[]): Promise<CustomiserPart[]>;
  model(slug: string): Promise<CustomiserModel>;
  /** The games the FPS estimate can be given for, with their profiles. */
  games(): Promise<GameSummary[]>;
}

export interface CustomiserDependencies {
  catalogue: CustomiserCatalogue;
  storage: KeyValueStorage;
  /** The shop's assembly fee in the current currency (general settings); 0 while unknown. */
  assemblyFee?(): number;
  log?(message: string, error: unknown): void;
}

export type StepStatus = 'done' | 'current' | 'blocked' | 'upcoming';

export interface Line {
  part: CustomiserPart;
  amount: number;
}

/** The customiser: steps, the selection, live compatibility, price, power and FPS (SPEC §5). */
export class CustomiserStore {
  stepIndex = 0;
  lines: Line[] = [];
  /** The model the build started from (its `reference`), if any. */
  reference: string | null = null;
  /** The saved draft the build was opened from or saved as, if any (kept in the local copy). */
  draftId: number | null = null;
  /** A discounted model waiting for the shopper to accept losing its discount. */
  pendingModel: CustomiserModel | null = null;
  fpsGame: { slug: string; profile: GameProfile } | null = null;
  fpsResolution: Resolution = '1440p';
  games: GameSummary[] = [];
  restored = false;
  /** The current step's parts, checked against this build. */
  readonly candidates: CandidateList;
  private stopPersisting: (() => void) | null = null;
  private restoring: Promise<void> | null = null;

  constructor(private readonly deps: CustomiserDependencies) {
    this.candidates = new CandidateList(deps, this);
    makeAutoObservable<CustomiserStore, 'deps' | 'stopPersisting' | 'restoring'>(
      this,
      {
        deps: false,
        candidates: false,
        stopPersisting: false,
        restoring: false,
        // Replaced whole on every change, never changed in place: read without a proxy.
        lines: observableRef,
        games: observableRef,
      },
      { autoBind: true },
    );
  }

  get steps(): readonly CustomiserStep[] {
    return customiserSteps;
  }

  get currentStep(): CustomiserStep {
    return customiserSteps[this.stepIndex] ?? customiserSteps[0]!;
  }

  get build(): BuildPart[] {
    return this.lines.map(({ part, amount }) => toBuildPart(part, amount));
  }

  get issues(): CompatibilityIssue[] {
    return checkCompatibility(this.build);
  }

  get errors(): CompatibilityIssue[] {
    return this.issues.filter((issue) => issue.severity === 'error');
  }

  /** The checks that couldn't be made for want of a listed fact: notices, never a block. */
  get unverified(): CompatibilityIssue[] {
    return this.issues.filter((issue) => issue.severity === 'unverified');
  }

  get power() {
    return estimatePower(this.build);
  }

  /** The live price in minor units of the current currency: parts, assembly fee, total. */
  get price(): BuildPrice {
    return buildPrice(
      this.lines.map((line) => ({ price: line.part.price, amount: line.amount })),
      this.deps.assemblyFee?.() ?? 0,
    );
  }

  get total(): number {
    return this.price.total;
  }

  get fps(): number | null {
    return this.fpsGame
      ? estimateBuildFps(this.build, this.fpsGame.profile, this.fpsResolution)
      : null;
  }

  /** The titles of the parts whose gaming performance isn't listed: why there is no FPS estimate. */
  get fpsUnlisted(): string[] {
    return unlistedPerformance(this.build).map((part) => part.title);
  }

  get readiness(): BuildReadiness<CustomiserPart> {
    return buildReadiness(this.lines, this.issues);
  }

  get missingSteps(): CustomiserStep[] {
    return this.readiness.missing;
  }

  /** Lines that can't be bought as they are: archived, or fewer in stock than chosen. */
  get problems(): LineProblem<CustomiserPart>[] {
    return this.readiness.problems;
  }

  /** What the build's problems list shows: each broken rule, each unbuyable line, and the missing parts as one. */
  get problemCount(): number {
    return this.errors.length + this.problems.length + (this.missingSteps.length > 0 ? 1 : 0);
  }

  /** Complete, compatible and buyable: it can be saved to the cart. */
  get isComplete(): boolean {
    return this.readiness.complete && this.readiness.problems.length === 0;
  }

  stepStatus(index: number): StepStatus {
    if (index === this.stepIndex) return 'current';
    const step = customiserSteps[index];
    if (!step) return 'upcoming';
    if (this.linesOf(step.category).length > 0) return 'done';
    return index < this.stepIndex && step.required ? 'blocked' : 'upcoming';
  }

  linesOf(category: CategorySlug): Line[] {
    return this.lines.filter((line) => line.part.category === category);
  }

  /** The compatible, buyable parts that could replace `partId` to fix the build's problems with it. */
  alternativesFor(partId: string): CustomiserPart[] {
    const line = this.lines.find((candidate) => candidate.part.id === partId);
    if (!line) return [];
    const rest = this.build.filter((part) => part.id !== partId);
    const candidates = this.candidates
      .ofCategory(line.part.category)
      .filter((part) => part.id !== partId && lineProblem(part, 1) === null);
    const marks = markCandidates(
      rest,
      candidates.map((part) => toBuildPart(part, line.amount)),
    );
    const compatible = new Set(marks.filter((mark) => mark.compatible).map((mark) => mark.id));
    return candidates
      .filter((part) => compatible.has(part.id))
      .sort((a, b) => Math.abs(a.price - line.part.price) - Math.abs(b.price - line.part.price))
      .slice(0, 3);
  }

  /** The build's parts and amounts as the server names them (a draft's or an assembly's). */
  get components(): { component: string; amount: number }[] {
    return this.lines.map(({ part, amount }) => ({ component: part.id, amount }));
  }

  /** The build as ids and amounts: the local copy, a draft's components and the share link. */
  get code(): string {
    return encodeBuild(this.lines.map(({ part, amount }) => ({ id: part.id, amount })));
  }

  goToStep(index: number) {
    if (index < 0 || index >= customiserSteps.length) return;
    // Each step has its own facets: its search and choices start afresh.
    if (index !== this.stepIndex) this.candidates.clearFilters();
    this.stepIndex = index;
    this.candidates.setPage(1);
    void this.candidates.load(this.currentStep.category);
  }

  nextStep() {
    this.goToStep(this.stepIndex + 1);
  }

  previousStep() {
    this.goToStep(this.stepIndex - 1);
  }

  setFpsGame(game: { slug: string; profile: GameProfile } | null) {
    this.fpsGame = game;
  }

  /** Loads the games once and picks the first for the FPS estimate. */
  async loadGames(): Promise<void> {
    if (this.games.length > 0) return;
    try {
      const games = await this.deps.catalogue.games();
      inAction('CustomiserStore.loadGames', () => {
        this.games = games;
        if (!this.fpsGame && games[0]) this.chooseGame(games[0].slug);
      });
    } catch (error) {
      this.deps.log?.('Loading the games failed', error);
    }
  }

  /** The FPS estimate's game, by slug, from the games loaded. */
  chooseGame(slug: string) {
    const game = this.games.find((candidate) => candidate.slug === slug);
    if (game) this.fpsGame = { slug: game.slug, profile: game.profile };
  }

  setFpsResolution(resolution: Resolution) {
    this.fpsResolution = resolution;
  }

  /** Chooses a part: it replaces the step's part, or joins the others on multi-part steps. */
  select(part: CustomiserPart) {
    const step = customiserSteps[stepIndexOf(part.category)];
    if (!step) return;
    if (this.lines.some((line) => line.part.id === part.id)) return;
    const others =
      step.mode === 'replace'
        ? this.lines.filter((line) => line.part.category !== part.category)
        : this.lines;
    this.lines = orderLines([...others, { part, amount: 1 }]);
  }

  /** Replaces one chosen part with another (a suggested alternative), keeping its amount. */
  replace(partId: string, replacement: CustomiserPart) {
    const line = this.lines.find((candidate) => candidate.part.id === partId);
    if (!line) return;
    this.lines = orderLines([
      ...this.lines.filter(
        (candidate) => candidate !== line && candidate.part.id !== replacement.id,
      ),
      { part: replacement, amount: line.amount },
    ]);
  }

  setAmount(partId: string, amount: number) {
    const step = this.lines.find((line) => line.part.id === partId);
    if (!step) return;
    const allowed = customiserSteps[stepIndexOf(step.part.category)]?.amounts ?? false;
    const next = Math.min(Math.max(1, Math.floor(amount)), allowed ? MAX_PART_AMOUNT : 1);
    this.lines = this.lines.map((line) =>
      line.part.id === partId ? { ...line, amount: next } : line,
    );
  }

  remove(partId: string) {
    this.lines = this.lines.filter((line) => line.part.id !== partId);
  }

  setDraftId(id: number | null) {
    this.draftId = id;
  }

  reset() {
    this.lines = [];
    this.reference = null;
    this.draftId = null;
    this.stepIndex = 0;
    this.candidates.setPage(1);
  }

  /** Prices change with the currency: reload the steps seen and the chosen parts. */
  async reprice(): Promise<void> {
    await Promise.all([
      this.candidates.reload(),
      this.loadLines(this.lines.map(({ part, amount }) => ({ id: part.id, amount }))),
    ]);
  }

  /** Replaces the build with these lines, read fresh from the catalogue (unknown ids dropped). */
  async loadLines(lines: BuildLines): Promise<void> {
    const parts =
      lines.length > 0 ? await this.deps.catalogue.partsByIds(lines.map((line) => line.id)) : [];
    const byId = new Map(parts.map((part) => [part.id, part]));
    inAction('CustomiserStore.loadLines', () => {
      this.lines = orderLines(
        lines.flatMap(({ id, amount }) => {
          const part = byId.get(id);
          return part ? [{ part, amount }] : [];
        }),
      );
    });
  }

  /**
   * Opens a shared link's build exactly. It leaves the opened draft and model at once, not when
   * the parts have been read: a save asked for meanwhile must not take the draft's name.
   */
  async openCode(code: string): Promise<void> {
    inAction('CustomiserStore.openCode', () => {
      this.reference = null;
      this.draftId = null;
    });
    await this.loadLines(decodeBuild(code));
  }

  /**
   * Starts from a pre-built model: its parts are pre-selected. A discounted model first waits
   * for the shopper to accept that a customised build loses the discount.
   */
  async startFromModel(slug: string): Promise<void> {
    const model = await this.deps.catalogue.model(slug);
    if (model.discountPercent) {
      inAction('CustomiserStore.startFromModel', () => {
        this.pendingModel = model;
      });
      return;
    }
    await this.applyModel(model);
  }

  async confirmDiscountWarning(): Promise<void> {
    const model = this.pendingModel;
    if (!model) return;
    this.pendingModel = null;
    await this.applyModel(model);
  }

  /** Keeps the discount: the waiting model is dropped and answered, to go back to buy it. */
  cancelDiscountWarning(): CustomiserModel | null {
    const model = this.pendingModel;
    this.pendingModel = null;
    return model;
  }

  /**
   * Restores the build after a reload (its parts, model and the draft it belongs to, unsaved
   * edits included) once, and from then keeps the local copy up to date.
   */
  restore(): Promise<void> {
    this.restoring ??= this.restoreOnce();
    return this.restoring;
  }

  private async restoreOnce(): Promise<void> {
    const saved = readSavedBuild(this.deps.storage);
    if (saved && this.lines.length === 0) {
      await this.loadLines(decodeBuild(saved.code));
      inAction('CustomiserStore.restoreOnce', () => {
        this.reference = saved.reference;
        this.draftId = saved.draftId;
      });
    }
    inAction('CustomiserStore.restoreOnce', () => {
      this.restored = true;
    });
    this.stopPersisting ??= keepBuildSaved(this.deps.storage, () => ({
      code: this.code,
      reference: this.reference,
      draftId: this.draftId,
    }));
  }

  dispose() {
    this.stopPersisting?.();
    this.stopPersisting = null;
    this.restoring = null;
  }

  private async applyModel(model: CustomiserModel) {
    await this.loadLines(model.parts);
    inAction('CustomiserStore.applyModel', () => {
      this.reference = model.slug;
      this.draftId = null;
      this.stepIndex = 0;
    });
  }
}

const orderLines = (lines: Line[]): Line[] =>
  [...lines].sort((a, b) => stepIndexOf(a.part.category) - stepIndexOf(b.part.category));
