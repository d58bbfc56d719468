// The first screen's sections of fi.json, picked at build time (vite-first-load-catalogue.ts).
declare module 'virtual:fi-first-load' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
