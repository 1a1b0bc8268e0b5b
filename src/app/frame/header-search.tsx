import { useOpenPlace } from '../../features/places/use-open-place';
import { SearchBox } from '../../features/search/components/search-box';

/** The search box on every screen (the not-found one too): a chosen place opens its screen. */
export function HeaderSearch() {
  return <SearchBox onChoose={useOpenPlace()} />;
}
