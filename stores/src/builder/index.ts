/**
 * `@pcshop/stores/builder`: the customiser's stores and what their users need of them. Kept out of
 * the main entry so that only pages of the customiser (and the saved builds) fetch their code.
 */
export { createBuilderStores, type BuilderStores } from './BuilderStores';
export { CustomiserStore, type CustomiserPart, type Line } from '../customiser/CustomiserStore';
export { PAGE_SIZE, type CandidateCard } from '../customiser/CandidateList';
export { DraftsStore } from '../drafts/DraftsStore';
export { AssemblyStore } from '../drafts/AssemblyStore';
export { apiCustomiserCatalogue } from '../customiser/apiCatalogue';
