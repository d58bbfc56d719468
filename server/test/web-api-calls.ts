import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One call the web makes: its method and path, `{}` where the path takes a value. */
export interface WebApiCall {
  method: string;
  path: string;
  /** `file:line` of the call. */
  at: string;
}

export interface WebApiScan {
  calls: WebApiCall[];
  /** What the scanner could not read: each is a call or an /api address it cannot check. */
  problems: string[];
}

const httpMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const isApiText = (text: string) => text === '/api' || text.startsWith('/api/');

/**
 * Finds every API call in the web's sources, by reading their syntax (not by pattern matching
 * text): `callApi(endpoint)` with an endpoint of the domain's contract (`endpointOf` reads it),
 * `apiGet(path)`, `apiSend(method, path)`, `fetch(path, { method })` and
 * `XMLHttpRequest.open(method, path)` (its path may be the contract's `endpointUrl`). A path may be a template literal with `${...}` values,
 * a query string, or a constant it builds on (`${base}/Publish`); a value becomes `{}` and the
 * query string is dropped. Whatever it cannot follow is a problem, never silently skipped:
 * every `/api/...` text in the sources must belong to a call it read.
 */
/** The contract's endpoint named by `object.property` (e.g. `reviewsApi.add`), if there is one. */
export type EndpointLookup = (
  object: string,
  property: string,
) => { method: string; path: string } | null;

export function scanWebApiCalls(
  sources: ReadonlyMap<string, string>,
  endpointOf: EndpointLookup = () => null,
): WebApiScan {
  const program = programOf(sources);
  const checker = program.getTypeChecker();
  const calls: WebApiCall[] = [];
  const problems: string[] = [];
  const followed = new Set<ts.Node>();

  for (const fileName of sources.keys()) {
    const file = program.getSourceFile(fileName)!;
    const where = (node: ts.Node) =>
      `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

    /**
     * The endpoints an expression names (`reviewsApi.add`, or either branch of a choice between
     * two), as the contract declares them; null when one of them is not the contract's.
     */
    const endpointsNamed = (
      expression: ts.Expression | undefined,
    ): { method: string; path: string }[] | null => {
      if (!expression) return null;
      if (ts.isParenthesizedExpression(expression)) return endpointsNamed(expression.expression);
      if (ts.isConditionalExpression(expression)) {
        const whenTrue = endpointsNamed(expression.whenTrue);
        const whenFalse = endpointsNamed(expression.whenFalse);
        return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
      }
      if (!ts.isPropertyAccessExpression(expression) || !ts.isIdentifier(expression.expression))
        return null;
      const found = endpointOf(expression.expression.text, expression.name.text);
      // The contract's `:name` is a value the call fills in, as a template's `${...}` is.
      return found
        ? [{ method: found.method, path: found.path.replace(/:[A-Za-z_]\w*/g, '{}') }]
        : null;
    };

    /** The texts an expression can take; null when it is not known before run time. */
    const textsOf = (expression: ts.Expression): string[] | null => {
      if (
        ts.isCallExpression(expression) &&
        ts.isIdentifier(expression.expression) &&
        expression.expression.text === 'endpointUrl'
      ) {
        return endpointsNamed(expression.arguments[0])?.map((named) => named.path) ?? null;
      }
      if (ts.isStringLiteralLike(expression)) {
        followed.add(expression);
        return [expression.text];
      }
      if (ts.isNumericLiteral(expression)) return [expression.text];
      if (
        ts.isParenthesizedExpression(expression) ||
        ts.isAsExpression(expression) ||
        ts.isSatisfiesExpression(expression) ||
        ts.isNonNullExpression(expression)
      ) {
        return textsOf(expression.expression);
      }
      if (ts.isTemplateExpression(expression)) {
        followed.add(expression.head);
        let texts = [expression.head.text];
        for (const span of expression.templateSpans) {
          // A value the scanner cannot know is one of the path's parameters.
          const values = textsOf(span.expression) ?? ['{}'];
          texts = texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
        }
        return texts;
      }
      if (ts.isConditionalExpression(expression)) {
        const whenTrue = textsOf(expression.whenTrue);
        const whenFalse = textsOf(expression.whenFalse);
        return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
      }
      if (
        ts.isBinaryExpression(expression) &&
        expression.operatorToken.kind === ts.SyntaxKind.PlusToken
      ) {
        const left = textsOf(expression.left) ?? ['{}'];
        const right = textsOf(expression.right) ?? ['{}'];
        return left.flatMap((text) => right.map((other) => text + other));
      }
      if (ts.isIdentifier(expression)) {
        const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
        // Only a constant has one known value; a parameter or a `let` is a value of run time.
        if (
          declaration &&
          ts.isVariableDeclaration(declaration) &&
          declaration.initializer &&
          ts.isVariableDeclarationList(declaration.parent) &&
          declaration.parent.flags & ts.NodeFlags.Const
        ) {
          return textsOf(declaration.initializer);
        }
      }
      return null;
    };

    const record = (
      node: ts.Node,
      methodArgument: ts.Expression | string,
      pathArgument?: ts.Expression,
    ) => {
      if (!pathArgument) {
        problems.push(`${where(node)}: a call without a path`);
        return;
      }
      const methods =
        typeof methodArgument === 'string' ? [methodArgument] : textsOf(methodArgument);
      const paths = textsOf(pathArgument);
      if (!methods || methods.some((method) => !httpMethods.has(method.toUpperCase()))) {
        problems.push(`${where(node)}: the method of this call cannot be read`);
        return;
      }
      if (!paths || paths.some((text) => !text.startsWith('/'))) {
        problems.push(`${where(node)}: the path of this call cannot be read`);
        return;
      }
      for (const method of methods) {
        for (const text of paths) {
          calls.push({ method: method.toUpperCase(), path: withoutQuery(text), at: where(node) });
        }
      }
    };

    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const [first, second] = node.arguments;
        if (ts.isIdentifier(callee) && callee.text === 'callApi') {
          const named = endpointsNamed(first);
          if (named) calls.push(...named.map((each) => ({ ...each, at: where(node) })));
          else problems.push(`${where(node)}: callApi of something not in the contract`);
        } else if (ts.isIdentifier(callee) && callee.text === 'apiGet') record(node, 'GET', first);
        else if (ts.isIdentifier(callee) && callee.text === 'apiSend') record(node, first!, second);
        else if (ts.isIdentifier(callee) && callee.text === 'fetch' && first) {
          const paths = textsOf(first);
          // The API client's own fetch passes its caller's path on: the callers are the calls.
          // A fetch of the app itself (`HEAD /`, is the server there) is not an API route.
          if (paths?.some(isApiText))
            record(node, methodOfFetch(node.arguments[1]) ?? 'GET', first);
        } else if (
          ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'open' &&
          first &&
          second
        ) {
          // XMLHttpRequest.open(method, url); window.open(url, target) has no method first.
          const methods = textsOf(first);
          if (methods?.every((method) => httpMethods.has(method.toUpperCase())))
            record(node, first, second);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  // An address in a constant no call reached, or passed on in a way not read: say so.
  for (const fileName of sources.keys()) {
    const file = program.getSourceFile(fileName)!;
    const findUnfollowed = (node: ts.Node) => {
      const text = ts.isStringLiteralLike(node) || ts.isTemplateHead(node) ? node.text : undefined;
      if (text !== undefined && isApiText(text) && !followed.has(node)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        problems.push(
          `${fileName}:${line + 1}: "${text}" is an API address that no read call uses`,
        );
      }
      ts.forEachChild(node, findUnfollowed);
    };
    findUnfollowed(file);
  }
  return { calls, problems };

  function methodOfFetch(init: ts.Expression | undefined): string | null {
    if (!init || !ts.isObjectLiteralExpression(init)) return null;
    for (const property of init.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        property.name.text === 'method' &&
        ts.isStringLiteralLike(property.initializer)
      ) {
        return property.initializer.text;
      }
    }
    return null;
  }
}

/** `/api/x?y=${z}` calls `/api/x`: the route does not include the query string. */
const withoutQuery = (text: string) => text.replace(/[?#].*$/, '');

/** A program over the given sources only: local constants resolve, imports need not. */
function programOf(sources: ReadonlyMap<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    noResolve: true,
    noLib: true,
    jsx: ts.JsxEmit.Preserve,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
  };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (fileName, languageVersion) => {
    const text = sources.get(fileName);
    return text === undefined
      ? undefined
      : ts.createSourceFile(fileName, text, languageVersion, true, scriptKindOf(fileName));
  };
  host.fileExists = (fileName) => sources.has(fileName);
  host.readFile = (fileName) => sources.get(fileName);
  return ts.createProgram([...sources.keys()], options, host);
}

const scriptKindOf = (fileName: string) =>
  fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;

/** The web's own sources (no tests, fixtures or test helpers), by path relative to `root`. */
export function readWebSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        sources.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(path.join(root, 'web/src'));
  return sources;
}

export interface ServerRoute {
  method: string;
  /** OpenAPI style: `/api/AuctionItems/{itemId}/Bid`. */
  path: string;
}

/**
 * The routes an OpenAPI document lists. A route at a prefix's root (`/api/AuctionItems/`)
 * answers without the closing slash as well (Fastify's default for prefixed plugins).
 */
export function routesOfOpenApi(document: {
  paths: Record<string, Record<string, unknown>>;
}): ServerRoute[] {
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => httpMethods.has(method))
      .flatMap((method) =>
        route.length > 1 && route.endsWith('/')
          ? [
              { method, path: route },
              { method, path: route.slice(0, -1) },
            ]
          : [{ method, path: route }],
      ),
  );
}

/** Whether `route` answers `call`: same method, and segment by segment a parameter or the same text. */
export function isServedBy(route: ServerRoute, call: Pick<WebApiCall, 'method' | 'path'>) {
  if (route.method !== call.method) return false;
  const routeSegments = route.path.split('/');
  const callSegments = call.path.split('/');
  return (
    routeSegments.length === callSegments.length &&
    routeSegments.every((segment, index) => {
      const called = callSegments[index]!;
      // A parameter takes any non-empty segment; a fixed segment only itself (routes are
      // case-sensitive), never a value the web fills in at run time.
      return /^\{[^}]+\}$/.test(segment) ? called !== '' : segment === called;
    })
  );
}
