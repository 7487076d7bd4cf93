export { SearchForm } from './search-form';
export { browseStateFromParams, paramsFromBrowseState, type BrowseState } from './search-params';
