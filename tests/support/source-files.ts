import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', '..');

/** Every TypeScript source file (.ts, .tsx, .mjs) under the given folders, relative to the project root. */
export function sourceFiles(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return; // a folder this checkout does not have
    }
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(path);
      } else if (/\.(tsx?|mjs)$/.test(e.name)) out.push(relative(root, join(root, path)));
    }
  };
  dirs.forEach(walk);
  return out.sort();
}

/** One literal of the code: its text (regular expressions with "\/" read as "/") and where it is. */
export interface Literal {
  file: string;
  line: number;
  text: string;
  kind: 'string' | 'template' | 'regex' | 'jsx-attribute' | 'jsx-text';
}

/** Every string, template, regular-expression literal and JSX text of a file; comments are not code. */
export function literalsOf(file: string): Literal[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Literal[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && isModuleSpecifier(node)) {
      /* an import path, not a literal of the program */
    } else if (ts.isStringLiteral(node))
      found.push({
        file,
        line: at(node),
        text: node.text,
        kind: ts.isJsxAttribute(node.parent) ? 'jsx-attribute' : 'string',
      });
    else if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      found.push({ file, line: at(node), text: node.text, kind: 'template' });
    else if (ts.isRegularExpressionLiteral(node))
      found.push({ file, line: at(node), text: node.text.replace(/\\\//g, '/'), kind: 'regex' });
    else if (ts.isJsxText(node) && node.text.trim())
      found.push({ file, line: at(node), text: node.text, kind: 'jsx-text' });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isModuleSpecifier = (node: ts.StringLiteral) =>
  ((ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
    node.parent.moduleSpecifier === node) ||
  (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);

/** The module specifiers a file imports or re-exports. */
export function importsOf(file: string): { line: number; from: string }[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => ({
    line: source.getLineAndCharacterOfPosition(f.pos).line + 1,
    from: f.fileName,
  }));
}
