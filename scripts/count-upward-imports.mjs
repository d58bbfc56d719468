// Counts the imports that break the import boundaries (server layers importing upwards, web
// features reaching into each other), as `npm run lint` checks them: prints one line per import
// and the totals. Usage: node scripts/count-upward-imports.mjs [directory of a checkout]
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const checkout = path.resolve(process.argv[2] ?? '.');
process.chdir(checkout);
const { importBoundaries } = await import(path.join(checkout, 'eslint.boundaries.js'));
const eslint = new ESLint({
  cwd: checkout,
  overrideConfigFile: true,
  overrideConfig: [
    { languageOptions: { parser: tseslint.parser } },
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['server/tsconfig.json', 'web/tsconfig.json'],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
    },
    importBoundaries,
  ],
});
const results = await eslint.lintFiles(['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}']);
let server = 0;
let web = 0;
for (const result of results)
  for (const message of result.messages) {
    if (message.ruleId !== 'import-x/no-restricted-paths') continue;
    const file = path.relative(checkout, result.filePath);
    if (file.startsWith('server/')) server++;
    else web++;
    console.log(`${file}:${message.line}  ${message.message.split(' imported in')[0]}`);
  }
console.log(`\nserver imports up the layers: ${server}\nweb imports across features: ${web}`);
