export type { SearchSuggestionsProps } from './components/search-suggestions';

/** The search box's suggestions load with the first term typed, not with the first visit (decision 0003). */
export const loadSearchSuggestions = () => import('./components/search-suggestions');
