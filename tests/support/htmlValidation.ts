import { type ConfigData, HtmlValidate, StaticConfigLoader } from 'html-validate';

/**
 * html-validate's recommended rules for whole documents (issue 24: valid HTML on every page
 * kind), less what flags the way React and Next write markup or a pattern we chose on purpose.
 * Shared by the e2e check of the pages and the unit test that proves it can fail.
 */
export const HTML_VALIDATION_CONFIG = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes DOM property names (srcSet, charSet, noModule); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes void elements as <meta/>: the same HTML as <meta>.
    'void-style': 'off',
    // React writes boolean and empty attributes as async="" and hidden="": the same HTML as the bare name.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId (_R_…) and streaming boundaries (B:0, S:0) write ids that HTML allows (no whitespace), only not the strict letters-first form.
    'valid-id': ['error', { relaxed: true }],
    // Next's chunks and styles come from our own origin; SRI matters for resources of other hosts, which stay checked.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Style props carry values from data (a video's aspect ratio, a demo's line count); the CSP allows inline styles.
    'no-inline-style': 'off',
    // A wide table's focusable scroll box is a named div role="region" (the common pattern), not a document section.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // The header's desktop and mobile navigation are one landmark shown one at a time by CSS, which a static check cannot see; axe checks the rendered page (a11y.e2e.spec.ts).
    'unique-landmark': 'off',
    // A tel link with this class does not break inside the number.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
} satisfies ConfigData;

const validator = new HtmlValidate(new StaticConfigLoader(HTML_VALIDATION_CONFIG));

/** One error as `line:column rule-id: message (selector)`: Next's pages are mostly one long line, the selector finds the element. */
export type HtmlError = string;

/** Every error html-validate finds in `html`, a whole document. */
export async function htmlErrors(html: string, name = 'page.html'): Promise<HtmlError[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`),
  );
}
