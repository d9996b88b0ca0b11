// Lets build scripts read the TypeScript content files (content/*.ts) on plain Node 20:
// each .ts file is transpiled to CommonJS with the project's own `typescript` as it is required.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);

let registered = false;

function register() {
  if (registered) return;
  registered = true;
  require.extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        verbatimModuleSyntax: false,
      },
    });
    module._compile(outputText, filename);
  };
}

/** Requires a .ts module (and the .ts modules it imports) by absolute path or path relative to scripts/. */
export function requireTs(path) {
  register();
  return require(path);
}
