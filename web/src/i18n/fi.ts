import fiFirstLoad from './fi-first-load.json';
import type fiRest from './fi-rest.json';

/**
 * The Finnish catalogue comes in two files: the sections the shell and the items page show
 * (bundled: a phone's first screen needs nothing else) and the rest (fetched beside it). Together
 * they are the reference catalogue English and Swedish match.
 */
export type FinnishCatalogue = typeof fiFirstLoad & typeof fiRest;

export { fiFirstLoad };
