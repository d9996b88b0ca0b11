// html-validate over every page of the static export (`npm run test:static`). The recommended
// preset, with only what React and Next.js write differently (valid HTML either way) adjusted.
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed: <meta ... />.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes as async="" and hidden="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React writes camelCase attribute names (charSet, fetchPriority, noModule); HTML ignores case.
    'attr-case': 'off',
    // Next names its inline chunk-list script id="_R_"; HTML allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // A group of checkboxes shares one name (the enquiry form's interests, docs/product-rules.md#forms).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // Lists may be named (ARIA allows it for role=list); the socials and values lists use that.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // framer-motion renders its first frame as a style attribute (CSP allows each by its hash).
    'no-inline-style': ['error', { allowedProperties: ['display', 'transform', 'opacity'] }],
  },
};

export default config;
