import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  // eslint-config-next registers jsx-a11y with a handful of rules; we hold every page to all of them.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  // No client navigation: every link is a plain <a>, so the postbuild removes the RSC payloads the
  // client router would fetch (scripts/build/postbuild/flightPayloads.ts).
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Link with a plain <a>: the export carries no RSC payloads for the client router to fetch.' },
            { name: 'next/form', message: 'Submit with a plain <form>: the export carries no RSC payloads for the client router to fetch.' },
            { name: 'next/navigation', importNames: ['useRouter'], message: 'Navigate with location or a plain <a>: the export carries no RSC payloads for the client router to fetch.' },
          ],
        },
      ],
    },
  },
  // deploy/generated/ holds what the build bundles from deploy/hosts/, which is linted as the source.
  { ignores: ['.next/**', 'out/**', 'deploy/generated/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/admin/**'] },
];

export default config;
