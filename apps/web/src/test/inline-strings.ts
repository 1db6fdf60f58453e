import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// Vite's own parser (oxc, through rolldown): the TypeScript package here has no JavaScript API.
import { parseAst } from 'rolldown/parseAst';

/** Attributes whose text a person reads or hears. */
const USER_ATTRIBUTES = new Set([
  'title',
  'label',
  'placeholder',
  'description',
  'aria-label',
  'aria-description',
  'alt',
  'text',
  'message',
]);
/** Attributes whose strings are code: classes, styles, routes, ids, variants, sizes. */
const CODE_ATTRIBUTES =
  /^(?:className|style|styles|classNames|key|to|href|id|component|variant|color|c|size|fz|fw|ta|align|justify|wrap|gap|p|px|py|m|mt|mb|radius|accept|type|data-.*|aria-labelledby|aria-describedby|role|orientation|value|defaultValue|testId)$/;
/** Calls whose string arguments are code. */
const CODE_CALLS = /^(?:Error|querySelector|querySelectorAll|closest|getElementById|matchMedia)$/;
/** Prose: two words, or one capitalised word. */
const PROSE = /\p{L}{2,}[,.:;!?…]*\s+\p{L}|^\p{Lu}\p{Ll}+/u;

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeArguments') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

const nameOf = (node: unknown): string => {
  if (!isNode(node)) return '';
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') return String(node.name);
  if (node.type === 'MemberExpression') return nameOf(node.property);
  if (node.type === 'JSXNamespacedName') return `${nameOf(node.namespace)}:${nameOf(node.name)}`;
  return '';
};

/**
 * The user-facing strings written in a component instead of the message catalogue: JSX text, the
 * text of attributes a person reads, and prose in string literals (code strings aside: classes,
 * routes, imports, types, internal errors).
 */
export function inlineStrings(source: string, fileName = 'component.tsx'): string[] {
  const found: string[] = [];
  const visit = (node: Node, inCode: boolean) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'TSInterfaceDeclaration':
        return;
      case 'JSXText':
        if (/\p{L}{2,}/u.test(String(node.value))) found.push(String(node.value).trim());
        return;
      case 'JSXAttribute': {
        const name = nameOf(node.name);
        const value = node.value;
        if (isNode(value) && value.type === 'Literal') {
          if (USER_ATTRIBUTES.has(name) && /\p{L}/u.test(String(value.value)))
            found.push(String(value.value));
          return;
        }
        if (isNode(value)) visit(value, CODE_ATTRIBUTES.test(name));
        return;
      }
      case 'NewExpression':
      case 'CallExpression': {
        const code = inCode || CODE_CALLS.test(nameOf(node.callee));
        for (const child of children(node)) visit(child, code);
        return;
      }
      case 'Literal':
        if (typeof node.value === 'string' && !inCode && PROSE.test(node.value)) found.push(node.value);
        return;
      case 'TemplateLiteral': {
        const quasis = (node.quasis as Array<{ value: { cooked: string } }>).map((q) => q.value.cooked);
        if (!inCode && PROSE.test(quasis.join(' '))) found.push(quasis.join(' '));
        for (const expression of node.expressions as Node[]) visit(expression, inCode);
        return;
      }
      default:
        for (const child of children(node)) visit(child, inCode);
    }
  };
  visit(parseAst(source, { lang: 'tsx' }, fileName) as unknown as Node, false);
  return found;
}

/** The inline strings of each component (not test) file of a folder, by file name. */
export function inlineStringsIn(folder: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of readdirSync(folder)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const strings = inlineStrings(readFileSync(join(folder, name), 'utf8'), name);
    if (strings.length > 0) found[name] = strings;
  }
  return found;
}
