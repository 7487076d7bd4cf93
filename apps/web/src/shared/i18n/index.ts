export { loadCatalogs, type CatalogName } from './catalogs';
export * from './format';
export { activateLocale, activeLocale, pageLocale, saveLocale } from './page-locale';
