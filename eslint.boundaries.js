// Import boundaries (issue 9 point 6): the server's layers import only downwards, and a web
// feature never reaches into another feature's insides. `npm run lint` fails on either.
import fs from 'node:fs';
import path from 'node:path';

const server = 'server/src';
/** Each server layer's files, lowest first; a layer may import only from its own and lower ones. */
const serverLayers = [
  {
    name: 'core (database, clock, configuration, the live bus and hub)',
    files: [`${server}/db/**`, `${server}/live/**`, `${server}/{clock,config,app-context}.ts`],
  },
  {
    name: 'repositories',
    files: [`${server}/modules/**/*.repository.ts`, `${server}/modules/**/*.sql.ts`],
  },
  {
    name: 'services and commands',
    files: [`${server}/modules/**/!(*.routes|*.repository|*.sql).ts`],
  },
  { name: 'routes', files: [`${server}/modules/**/*.routes.ts`, `${server}/http/**`] },
  {
    name: 'the composition (app, jobs, command line with the demo seed)',
    files: [
      `${server}/{app,main}.ts`,
      `${server}/startup/**`,
      `${server}/jobs/**`,
      `${server}/cli/**`,
      `${server}/web/**`,
    ],
  },
];

const serverZones = serverLayers.flatMap((layer, index) =>
  serverLayers.slice(index + 1).map((higher) => ({
    target: layer.files,
    from: higher.files,
    message: `The ${layer.name} layer may not import from the ${higher.name} layer above it.`,
  })),
);

const features = fs.existsSync('web/src/features')
  ? fs
      .readdirSync('web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const webZones = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}/**`,
    // Another feature's public entry (its index.ts) is its interface; everything else is inside.
    from: features
      .filter((other) => other !== feature)
      .flatMap((other) => [
        `web/src/features/${other}/*/**`,
        `web/src/features/${other}/!(index).{ts,tsx}`,
      ]),
    message: `A feature imports another only through its index.ts; shared code goes to web/src/components or web/src/lib.`,
  })),
  {
    target: ['web/src/components/**', 'web/src/lib/**', 'web/src/i18n/**'],
    from: 'web/src/features/**',
    message: 'Shared web code does not depend on a feature.',
  },
];

/** The boundary rules for the lint config (tests may import what they exercise). */
export const importBoundaries = {
  files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: path.resolve(import.meta.dirname), zones: [...serverZones, ...webZones] },
    ],
  },
};
