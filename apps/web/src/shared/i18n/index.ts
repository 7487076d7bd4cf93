export { loadCatalogs, type CatalogName } from './catalogs';
export { errorText, loadErrorTexts } from './error-texts';
export * from './format';
export { activateLocale, activeLocale, pageLocale, saveLocale, savedLocale } from './page-locale';
