import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  // eslint-config-next registers jsx-a11y with a handful of rules; we hold every page to all of them.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  // deploy/generated/ holds what the build bundles from deploy/hosts/, which is linted as the source.
  { ignores: ['.next/**', 'out/**', 'deploy/generated/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/admin/**'] },
];

export default config;
