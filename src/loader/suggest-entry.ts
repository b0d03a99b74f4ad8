/**
 * build/suggest.js: the docs search box's as-you-type results, kept out of the loader so that
 * pages without a docs search never pay for it. The loader runs it the first time a visitor
 * points at, focuses or types in a docs search form.
 */
import { enhanceDocsSearch } from './suggest';

enhanceDocsSearch();
