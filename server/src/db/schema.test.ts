import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';

/**
 * The database types have one source, `schema.ts`, written beside the migrations (issue 9: "derive
 * them in one place"). This test holds the two equal: it reads `Database` through the TypeScript
 * checker and the migrated database through information_schema, and compares every table's
 * columns, their nullability and their kind. A migration without its type, or a type without its
 * column, fails here rather than at run time.
 */

type Kind = 'number' | 'bigint' | 'string' | 'boolean' | 'date' | 'bytes' | 'json';
interface Column {
  nullable: boolean;
  kind: Kind;
}
type Tables = Map<string, Map<string, Column>>;

/** Columns the database keeps for its own use, which the code never names (none today). */
const databaseOnly = new Set<string>([]);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function kindOfType(checker: ts.TypeChecker, type: ts.Type): Kind {
  if (type.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) return 'number';
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  const name = checker.typeToString(type);
  if (name === 'Date') return 'date';
  if (name === 'Buffer' || name.startsWith('Buffer<') || name === 'Uint8Array') return 'bytes';
  return 'json'; // an object, or `unknown` (a jsonb column read as it is)
}

/** The `Database` interface of schema.ts as tables of columns (the select side of each). */
function declaredTables(): Tables {
  const file = path.join(import.meta.dirname, 'schema.ts');
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  )!;
  const tables: Tables = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, Column>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of tableType.getProperties()) {
      const declaredType = checker.getTypeOfSymbolAtLocation(column, database);
      // ColumnType<Select, Insert, Update> (Generated<T> too, or one of them `| null`): the
      // select side is what the column holds.
      const parts = (declaredType.isUnion() ? declaredType.types : [declaredType]).flatMap(
        (part) => {
          const select = part.getProperty('__select__');
          if (!select) return [part];
          const selected = checker.getTypeOfSymbolAtLocation(select, database);
          return selected.isUnion() ? selected.types : [selected];
        },
      );
      const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
      const kinds = new Set(
        parts
          .filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
          .map((part) => kindOfType(checker, part)),
      );
      columns.set(snakeCase(column.name), {
        nullable,
        kind: kinds.size === 1 ? [...kinds][0]! : ('json' as const),
      });
    }
    tables.set(snakeCase(table.name), columns);
  }
  return tables;
}

const kindOfDataType = (dataType: string): Kind => {
  // node-postgres reads int8 as a string (it may not fit a number): either is a right declaration.
  if (dataType === 'bigint') return 'bigint';
  if (/^(smallint|integer|numeric|real|double precision)$/.test(dataType)) return 'number';
  if (/^(text|character varying|character|uuid|citext|USER-DEFINED)$/.test(dataType))
    return 'string';
  if (dataType === 'boolean') return 'boolean';
  if (dataType.startsWith('timestamp') || dataType === 'date') return 'date';
  if (dataType === 'bytea') return 'bytes';
  return 'json';
};

describe.each(backends)('schema.ts and the migrated database (%s)', (backend) => {
  let t: TestContext;
  let actual: Tables;
  const declared = declaredTables();
  beforeAll(async () => {
    t = await createTestContext(backend);
    // (The db's CamelCasePlugin answers the catalogue's columns in camelCase too.)
    const { rows } = await sql<{
      tableName: string;
      columnName: string;
      isNullable: 'YES' | 'NO';
      dataType: string;
    }>`
      select table_name, column_name, is_nullable, data_type
      from information_schema.columns
      where table_schema = 'public'
    `.execute(t.db);
    actual = new Map();
    for (const row of rows) {
      if (!actual.has(row.tableName)) actual.set(row.tableName, new Map());
      actual.get(row.tableName)!.set(row.columnName, {
        nullable: row.isNullable === 'YES',
        kind: kindOfDataType(row.dataType),
      });
    }
  });
  afterAll(() => t.close());

  it('declares every table of the database, and no table it lacks', () => {
    const migrationTables = [...actual.keys()].filter((name) => !name.startsWith('kysely_'));
    expect([...declared.keys()].sort()).toEqual(migrationTables.sort());
  });

  it('declares every column, with its nullability and kind, and no column the table lacks', () => {
    const differences: string[] = [];
    for (const [table, columns] of declared) {
      const inDatabase = actual.get(table) ?? new Map<string, Column>();
      for (const [name, column] of columns) {
        const found = inDatabase.get(name);
        if (!found) differences.push(`${table}.${name}: declared, not in the database`);
        else if (found.nullable !== column.nullable)
          differences.push(`${table}.${name}: nullable ${found.nullable} in the database`);
        else if (
          found.kind !== column.kind &&
          !(found.kind === 'bigint' && (column.kind === 'number' || column.kind === 'string'))
        )
          differences.push(`${table}.${name}: ${found.kind} in the database, ${column.kind} here`);
      }
      for (const name of inDatabase.keys())
        if (!columns.has(name) && !databaseOnly.has(`${table}.${name}`))
          differences.push(`${table}.${name}: in the database, not declared`);
    }
    expect(differences).toEqual([]);
  });
});
