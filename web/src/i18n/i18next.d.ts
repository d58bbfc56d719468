import 'i18next';
import type fi from './fi.json';

// Typed keys: a misspelt key is a compile error, and the Finnish catalogue is the reference.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fi };
  }
}
