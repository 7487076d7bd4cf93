export {
  refreshWishlists,
  useMyWishlists,
  useRefreshWishlists,
  useSharedWishlist,
  useWishlist,
  wishlistCalls,
  wishlistKeys,
} from './lists';
export { wishlistPaths } from './paths';
export { default as ChangeListDialog } from './lists';
