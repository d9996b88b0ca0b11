#!/usr/bin/env node
// Serves out/ with the nginx configuration the build wrote (deploy/generated/nginx.conf) on 127.0.0.1, in the foreground, as the current
// user: the end-to-end tests prove the host configuration on a real nginx (e2e/nginx.spec.ts).
// Only `listen`, `root` and `server_name` are replaced; every map, location and header is the
// shipped one. Where this nginx has the brotli static module it is loaded, with the optional part
// deploy/generated/nginx-brotli.conf. bash scripts/setup/ensure-nginx.sh installs nginx (and the
// module) first when it is missing.
//
//   NGINX_PORT=4180 node --import tsx scripts/setup/serve-nginx.ts
//   NGINX_BROTLI=off ...   (as an nginx without the brotli module serves)
// (one process: Playwright stops it, and it stops nginx)
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxBrotliFile, nginxOptionalDir } from '../build/postbuild/hostConfig';

const root = path.join(__dirname, '..', '..');

const port = Number(process.env.NGINX_PORT ?? 4180);
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

function findNginx(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return found || '/usr/sbin/nginx';
}

const fail = (message: string): never => {
  console.error(`serve-nginx: ${message}`);
  process.exit(1);
};

const nginx = findNginx();
if (!existsSync(nginx)) fail(`nginx not found (${nginx}). Run: bash scripts/setup/ensure-nginx.sh, or set NGINX_PATH.`);
if (!existsSync(mimeTypes)) fail(`${mimeTypes} not found (it comes with nginx). Set NGINX_MIME_TYPES to nginx's mime.types.`);
// NGINX_ROOT serves another copy of the export (default out/).
const out = path.resolve(process.env.NGINX_ROOT ?? path.join(root, 'out'));
const shipped = path.join(root, 'deploy', 'generated', 'nginx.conf');
if (!existsSync(path.join(out, 'index.html')) || !existsSync(shipped)) fail(`${out} or deploy/generated/nginx.conf is missing: run \`npm run build\` first.`);

// One folder per port, cleared at start, so a run that was killed leaves nothing that grows.
const prefix = path.join(os.tmpdir(), `ekchhat-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
chmodSync(prefix, 0o755);

let site = readFileSync(shipped, 'utf8');
const replaceDirective = (name: string, value: string) => {
  const pattern = new RegExp(`^(\\s*)${name}\\s[^;]*;\\n`, 'gm');
  if (!pattern.test(site)) fail(`deploy/generated/nginx.conf has no \`${name}\` directive to replace`);
  let first = true;
  site = site.replace(pattern, (_, indent: string) => {
    const line = first ? `${indent}${name} ${value};\n` : '';
    first = false;
    return line;
  });
};
replaceDirective('listen', `127.0.0.1:${port}`);
replaceDirective('root', JSON.stringify(out));
replaceDirective('server_name', '127.0.0.1');
writeFileSync(path.join(prefix, 'site.conf'), site);

// The brotli static module where this nginx has it (Debian: libnginx-mod-http-brotli-static), with the
// optional part nginx.conf includes from its folder (docs/deploying.md#compressed-files-gz-br); NGINX_BROTLI=off serves as an
// nginx without the module does.
const modulesPath = /--modules-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/usr/lib/nginx/modules';
const brotliModule = path.join(modulesPath, 'ngx_http_brotli_static_module.so');
const brotli = process.env.NGINX_BROTLI !== 'off' && existsSync(brotliModule);
if (brotli) {
  const brotliConf = path.join(root, 'deploy', 'generated', 'nginx-brotli.conf');
  if (!existsSync(brotliConf)) fail('deploy/generated/nginx-brotli.conf is missing: run `npm run build` first.');
  mkdirSync(path.join(prefix, nginxOptionalDir));
  writeFileSync(path.join(prefix, nginxOptionalDir, nginxBrotliFile), readFileSync(brotliConf));
}

const temp = (name: string) => JSON.stringify(path.join(prefix, name));
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${brotli ? `load_module ${JSON.stringify(brotliModule)};\n` : ''}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${JSON.stringify(mimeTypes)};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${temp('site.conf')};
}
`,
);

const args = ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'];
const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
if (test.status !== 0) fail(`the configuration does not load:\n${test.stderr}`);

const child = spawn(nginx, args, { stdio: 'inherit' });
console.log(
  `serve-nginx: http://127.0.0.1:${port}/ (out/ with deploy/generated/nginx.conf, ${brotli ? 'with brotli' : `without brotli (${process.env.NGINX_BROTLI === 'off' ? 'NGINX_BROTLI=off' : `no ${brotliModule}`})`}, nginx pid ${child.pid})`,
);
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGQUIT' || signal === 'SIGTERM' ? 0 : 1));
});
