import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { loadCatalogs, type CatalogName } from '../shared/i18n';
import { NotFoundPage } from './pages/status-code-pages';

/**
 * Each page is its own chunk: a route downloads only its own code, and with it the words of the
 * features it shows (`catalogs`) in the page's language. The router changes pages in a
 * transition, so the old page stays on screen until the new one's code and words have loaded.
 */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  catalogs: readonly CatalogName[],
) => {
  const Page = lazy(async () => (await Promise.all([load(), loadCatalogs(catalogs)]))[0]);
  return <Page />;
};

/**
 * An area (the traveller's area, the host's area) owns its nested routes below `/user/:userId/*`
 * or `/admin/:adminId/*`. Its module exports either `routes` (a RouteObject[] with relative paths:
 * `{ index: true }`, `{ path: 'user-profile' }`, ...) or a default component that renders its own
 * `<Routes>`; both load lazily with the area, and its words with it.
 */
export interface AreaModule {
  default?: ComponentType;
  routes?: RouteObject[];
}

export const lazyArea = (load: () => Promise<AreaModule>, catalogs: readonly CatalogName[]) => {
  const Area = lazy(async (): Promise<{ default: ComponentType }> => {
    const [area] = await Promise.all([load(), loadCatalogs(catalogs)]);
    if (area.routes) {
      const routes = area.routes;
      return {
        default: function AreaRoutes() {
          return useRoutes(routes) ?? <NotFoundPage />;
        },
      };
    }
    if (!area.default)
      throw new Error('An area module must export `routes` or a default component');
    return { default: area.default };
  });
  return <Area />;
};
