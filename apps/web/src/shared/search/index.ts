export { SearchForm } from './search-form';
export {
  browseStateFromParams,
  paramsFromBrowseState,
  readBrowseParams,
  type BrowseState,
} from './search-params';
