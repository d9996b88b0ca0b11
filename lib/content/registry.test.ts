/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { cmsConfig } from '../cms/config';
import { getRoutes } from '../routes';
import { checkContent, type Content } from './check';
import { registry as siteRegistry } from './collections';
import { copy, order, searchDescription, slug } from './fields';
import { readContent } from './load';
import { defineCollection, type Registry } from './registry';

/**
 * A collection is declared once (docs/product-rules.md#content): a module of the registry is all
 * the loader, the content check, the editor and the route registry need to know of it. This test
 * declares one the site does not have and finds it in each.
 */
const team = defineCollection({
  name: 'team',
  folder: 'team',
  format: 'json',
  schema: z
    .object({
      slug,
      order,
      title: copy.meta({ title: 'Name', description: 'The person’s name.' }),
      role: copy.meta({ title: 'Role', description: 'What they do at the studio.' }),
      bio: searchDescription.meta({ title: 'Bio', description: 'A line about them.' }),
    })
    .transform((m) => ({ ...m, path: `/team/${m.slug}`, seo: { title: m.title, description: m.bio } })),
  label: 'Team',
  singular: 'Team member',
  identifier: 'title',
  count: { min: 1, max: 3, what: 'team members' },
  pages: { kind: 'teamMember' },
});
const registry = { collections: [...siteRegistry.collections, team], settings: siteRegistry.settings } satisfies Registry;

const member = (title: string, i: number) => ({ order: i + 1, title, role: 'Designer', bio: `${title} draws the studio’s brand systems and the pictures on this site.` });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'team'));
  ['Asha Rao', 'Kabir Shah'].forEach((name, i) => writeFileSync(path.join(dir, 'team', `${name.toLowerCase().replace(' ', '-')}.json`), JSON.stringify(member(name, i))));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a collection declared in the registry', () => {
  it('is read, checked and published with its entries', () => {
    const { content, problems } = checkContent(readContent(dir, registry), registry);
    expect(problems).toEqual([]);
    expect((content!.en as unknown as { team: { title: string }[] }).team.map((m) => m.title)).toEqual(['Asha Rao', 'Kabir Shah']);
  });

  it('has its entries checked against its schema and its count, naming file and field', () => {
    writeFileSync(path.join(dir, 'team', 'asha-rao.json'), JSON.stringify({ ...member('Asha Rao', 0), role: '' }));
    for (const name of ['a', 'b']) writeFileSync(path.join(dir, 'team', `${name}.json`), JSON.stringify(member(`Member ${name}`, name === 'a' ? 5 : 6)));
    expect(checkContent(readContent(dir, registry), registry).problems).toEqual([
      'content/team/asha-rao.json: role: must not be empty',
      "content/team/: has 4 team members; the site's layouts are made for at most 3. Remove a file.",
    ]);
  });

  it('has a form in the editor with its fields, labels and hints', () => {
    const config = cmsConfig({ url: 'https://www.example.com', name: 'Ekchhat Studio' }, { name: 'github', repo: 'owner/site' }, registry);
    const form = config.collections.find((c) => c.name === 'team') as { folder: string; label: string; fields: { name: string; label: string; hint?: string }[] };
    expect(form).toMatchObject({ folder: 'content/team', label: 'Team', label_singular: 'Team member', create: true });
    expect(form.fields.map((f) => [f.name, f.label])).toEqual([
      ['order', 'Position'],
      ['title', 'Name'],
      ['role', 'Role'],
      ['bio', 'Bio'],
    ]);
    expect(form.fields.find((f) => f.name === 'role')?.hint).toContain('What they do at the studio.');
  });

  it('gives each entry its page in the route registry, with its search copy', () => {
    const { content } = checkContent(readContent(dir, registry), registry);
    const routes = getRoutes({ en: content!.en as unknown as Content }, registry);
    expect(routes.filter((r) => (r.kind as string) === 'teamMember').map((r) => [r.canonical, r.seo.title])).toEqual([
      ['/team/asha-rao', 'Asha Rao'],
      ['/team/kabir-shah', 'Kabir Shah'],
    ]);
  });
});
