// The modules a file loads when it runs: its static and literal dynamic imports, followed through
// our own .ts files. Type-only imports are left out (they are erased; verbatimModuleSyntax keeps
// every other import), and packages are recorded by name without being followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportGraph {
  /** Each file reached, with the file that first imported it (null for the start). */
  files: Map<string, string | null>;
  /** Each package imported, with the first file that imported it. */
  packages: Map<string, string>;
}

function importedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`${from} imports ${specifier}, which was not found`);
  return found;
}

export function walkImports(start: string): ImportGraph {
  const graph: ImportGraph = { files: new Map([[start, null]]), packages: new Map() };
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    // Only our TypeScript is parsed; JSON and other assets import nothing.
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of importedSpecifiers(file)) {
      if (!specifier.startsWith('.')) {
        if (!graph.packages.has(specifier)) graph.packages.set(specifier, file);
        continue;
      }
      const target = resolveRelative(file, specifier);
      if (graph.files.has(target)) continue;
      graph.files.set(target, file);
      queue.push(target);
    }
  }
  return graph;
}

/** How `file` was reached from the start: start first. */
export function importChain(graph: ImportGraph, file: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = graph.files.get(at)) chain.unshift(at);
  return chain;
}
