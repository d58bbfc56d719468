import { CamelCasePlugin, type PluginTransformResultArgs, type UnknownRow } from 'kysely';

/**
 * kysely's CamelCasePlugin, with rows that V8 keeps as fast objects.
 *
 * The plugin builds each row key by key from `{}` (`obj[camelCase(key)] = value`). Past a few
 * dozen keys V8 turns an object built that way into a dictionary, and every spread, rest or
 * property read of it then goes through a hash table: making the items list's 10,000 rows (41
 * columns) from such rows took twice as long as from fast ones, the same code. Here the rows of
 * one result share a template, an object of the result's camelCase keys (converted once per
 * result, not once per row); each row is a copy of it filled in place, as node-postgres builds
 * its own rows. What each value becomes is the plugin's own doing (`mapRow`), so nested JSON is
 * mapped exactly as before.
 */
export class CamelCaseRowsPlugin extends CamelCasePlugin {
  override async transformResult(args: PluginTransformResultArgs) {
    const rows = args.result.rows;
    if (!Array.isArray(rows) || rows.length === 0) return super.transformResult(args);
    const keys = Object.keys(rows[0]!);
    const names = keys.map((key) => this.camelCase(key));
    const template = Object.fromEntries(names.map((name) => [name, undefined]));
    return {
      ...args.result,
      rows: rows.map((row): UnknownRow => {
        if (Object.keys(row).length !== keys.length) return this.mapRow(row);
        const mapped: UnknownRow = { ...template };
        for (let index = 0; index < keys.length; index++) {
          const value = row[keys[index]!];
          // Only plain objects and arrays are mapped further, by the plugin's own code; a Date,
          // the commonest object in a row, is no plain object and is kept as it is.
          mapped[names[index]!] =
            typeof value === 'object' && value !== null && !(value instanceof Date)
              ? this.mapRow({ value }).value
              : value;
        }
        return mapped;
      }),
    };
  }
}
