/** @jest-environment node */
import { cloudFrontSyntaxProblems } from './hostScripts';

describe('the CloudFront function is held to what cloudfront-js-2.0 runs', () => {
  const handler = 'function handler(event) {\n  return event.request;\n}\n';

  it('takes ES5.1 with const, let, arrow functions, rest parameters and template literals', () => {
    const code = `var a = [1, 2];\nconst b = { c: 1 };\nlet d = (...e) => \`\${e.length} \${b.c}\`;\nfor (var k in b) d(k);\ntry { d(); } catch (error) {}\nvar r = /x/gi;\n${handler}`;
    expect(cloudFrontSyntaxProblems(code)).toEqual([]);
  });

  it.each([
    ['object spread', 'var a = { ...b };', 'SpreadAssignment'],
    ['array spread', 'var a = [...b];', 'SpreadElement'],
    ['destructuring', 'var { a } = b;', 'ObjectBindingPattern'],
    ['optional chaining', 'var a = b?.c;', 'QuestionDotToken'],
    ['nullish coalescing', 'var a = b ?? c;', 'QuestionQuestionToken'],
    ['a default parameter', 'function f(a = 1) { return a; }', 'a default parameter'],
    ['a shorthand property', 'var a = { b };', 'ShorthandPropertyAssignment'],
    ['a method', 'var a = { b() {} };', 'MethodDeclaration'],
    ['a class', 'class A {}', 'ClassDeclaration'],
    ['for-of', 'for (var a of b) {}', 'ForOfStatement'],
    ['a catch without a binding', 'try {} catch {}', 'a catch without a binding'],
    ['a sticky regular expression', 'var a = /b/y;', 'a regular expression flag'],
    ['an export', 'export { handler };', 'ExportDeclaration'],
  ])('refuses %s, naming it and its line', (_, snippet, named) => {
    const problems = cloudFrontSyntaxProblems(`${handler}${snippet}\n`);
    expect(problems.join('; ')).toContain(named);
    expect(problems.join('; ')).toContain('line 4');
  });

  it('needs a top-level function named handler', () => {
    expect(cloudFrontSyntaxProblems('var handler = function (event) { return event.request; };')).toEqual([
      'no top-level `function handler(event)`: CloudFront calls it by that name',
    ]);
  });
});
