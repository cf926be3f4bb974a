import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 20 (Language): every text a screen shows comes from src/locales. Each .tsx under apps/web/src (tests and
 * test supports aside) is parsed with the TypeScript compiler API; a JSX text node, or a string written into a
 * visible prop, that holds a letter is reported unless the allow-list below names it. The sources (tests and test
 * supports aside) come as text through Vite's glob, keyed by their path from src/.
 */
const sources = import.meta.glob<string>(
  ["../**/*.tsx", "!../**/*.test.tsx", "!../**/*-test-support.tsx", "!../test/**"],
  { eager: true, query: "?raw", import: "default" },
);

/** Props whose value people read or hear (screen readers). */
const VISIBLE_PROPS = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "aria-valuetext",
  "helperText",
  "alt",
  "primary",
  "secondary",
  "subheader",
]);

/**
 * Texts that are the same in every language: brand and product names, units and symbols. Keep it short: a word
 * people read in their language belongs in the locales.
 */
const ALLOWED = new Set([
  "LinkedIn",
  "GitHub",
  "Google",
  "Microsoft",
  "Stripe",
  "PDF",
  "CV",
  "MB",
  "KB",
  "h",
]);

/** Whole texts that are not words: a URL's scheme as a placeholder. */
const ALLOWED_TEXTS = new Set(["https://", "http://"]);

const LETTER = /\p{L}/u;

export type Finding = { file: string; line: number; text: string };

/** The literal texts an attribute's expression can evaluate to (literals, `a ? "x" : "y"`, `a ?? "x"`, templates). */
function literalTexts(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken
    )
      return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

/** The words of a literal people would read: a template's own text, not its interpolations. */
function visibleText(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  return node.getText(source);
}

function needsTranslation(text: string): boolean {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (!LETTER.test(trimmed) || ALLOWED_TEXTS.has(trimmed)) return false;
  return !trimmed
    .split(/[\s·|/()–-]+/)
    .every((word) => word === "" || !LETTER.test(word) || ALLOWED.has(word));
}

/** Hard-coded visible texts of one .tsx source. */
export function findHardCodedTexts(file: string, content: string): Finding[] {
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!needsTranslation(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ file, line: line + 1, text: text.replace(/\s+/g, " ").trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const literal of value ? literalTexts(value) : []) report(literal, visibleText(literal, source));
    }
    // A literal child in braces ({"Upgrade"}) shows like JSX text.
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const literal of literalTexts(node.expression)) report(literal, visibleText(literal, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe("visible text comes from the translations", () => {
  it("reports JSX text and visible props written in the source, and lets brand names and symbols through", () => {
    const sample = [
      'const a = <Button title="Salva">Upgrade</Button>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample .tsx, not a template
      "const b = <TextField label={t('x')} placeholder={open ? 'Cerca' : t('y')} helperText={`${n} MB`} />;",
      "const c = <Typography>{count} · € {t('z')}</Typography>;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample .tsx, not a template
      'const d = <img alt="LinkedIn" aria-label={`Pagina ${n}`} />;',
      "const e = <span>{'Nessun dato'}</span>;",
    ].join("\n");
    expect(findHardCodedTexts("sample.tsx", sample).map((finding) => finding.text)).toEqual([
      "Salva",
      "Upgrade",
      "Cerca",
      "Pagina",
      "Nessun dato",
    ]);
  });

  it("holds for every screen and component of apps/web/src", () => {
    const paths = Object.keys(sources);
    expect(paths.length).toBeGreaterThan(100);
    const findings = paths.flatMap((path) =>
      findHardCodedTexts(path.replace(/^\.\.\//, ""), sources[path] ?? ""),
    );
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
    // Parsing some 500 sources takes about 2 s on an idle machine, several times that on the shared CI one.
  }, 60_000);
});
