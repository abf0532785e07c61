import { describe, expect, it } from 'vitest';
import {
  classesInHtml,
  criticalCss,
  inlineStyle,
  parseCss,
  requiredClasses,
  splitTopLevel,
} from './critical-css';

const critical = (css: string, html: string) => criticalCss([parseCss(css)], html);

describe('parseCss', () => {
  it('reads rules, grouping at-rules and verbatim at-rules, skipping comments', () => {
    const nodes = parseCss(
      '/* c */a,.b:is(.c,.d){color:red;background:url("x;y.png")}' +
        '@media (width>1px){.e{margin:0}}@font-face{font-family:X}@import "y.css";' +
        '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
    );
    expect(nodes).toEqual([
      {
        kind: 'rule',
        selectors: ['a', '.b:is(.c,.d)'],
        declarations: ['color:red', 'background:url("x;y.png")'],
      },
      {
        kind: 'group',
        prelude: '@media (width>1px)',
        children: [{ kind: 'rule', selectors: ['.e'], declarations: ['margin:0'] }],
      },
      { kind: 'verbatim', text: '@font-face{font-family:X}' },
      { kind: 'verbatim', text: '@import "y.css";' },
      {
        kind: 'verbatim',
        text: '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
        keyframes: 'spin',
      },
    ]);
  });

  it('keeps a rule with nested rules whole', () => {
    expect(parseCss('.a{color:red;&:hover{color:blue}}')).toEqual([
      { kind: 'verbatim', text: '.a{color:red;&:hover{color:blue}}' },
    ]);
  });
});

describe('splitTopLevel', () => {
  it('splits outside brackets and strings only', () => {
    expect(splitTopLevel('a, :is(b, c), [d=","]', ',')).toEqual(['a', ':is(b, c)', '[d=","]']);
  });
});

describe('requiredClasses', () => {
  it('needs the classes outside brackets, not those in :not(), :is() or attributes', () => {
    expect(requiredClasses('.a .b:hover > .c')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b):is(.c, .d)')).toEqual(['a']);
    expect(requiredClasses('[data-x=".y"] .z')).toEqual(['z']);
    expect(requiredClasses(':root')).toEqual([]);
    expect(requiredClasses('.md\\:wide')).toEqual(['md:wide']);
  });
});

describe('classesInHtml', () => {
  it('collects every class of every element', () => {
    const html = '<div class="a  b"><p class="c"></p><span data-class="x"></span></div>';
    expect([...classesInHtml(html)]).toEqual(['a', 'b', 'c']);
  });
});

describe('criticalCss', () => {
  it('keeps rules the HTML can match and drops those naming an absent class', () => {
    const css = 'body{margin:0}.used{color:red}.absent{color:blue}.used .absent{top:0}';
    expect(critical(css, '<p class="used"></p>')).toBe('body{margin:0}.used{color:red}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(critical('.a,.b,p{color:red}', '<p class="b"></p>')).toBe('.b,p{color:red}');
  });

  it('drops a grouping at-rule left empty and keeps the one with matching rules', () => {
    const css = '@media (width>1px){.absent{color:red}}@media print{.used{color:red}}';
    expect(critical(css, '<p class="used"></p>')).toBe('@media print{.used{color:red}}');
  });

  it('keeps the custom properties kept rules or the HTML read, and those they read', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:2px;--unused:3px;--inline:4px}' +
      '.used{margin:var(--a);padding:var(--b)}.absent{margin:var(--unused)}';
    const html = '<p class="used" style="top:var(--inline)"></p>';
    expect(critical(css, html)).toBe(
      ':root{--a:1px;--b:var(--c);--c:2px;--inline:4px}.used{margin:var(--a);padding:var(--b)}',
    );
  });

  it('drops a rule whose declarations were all unused custom properties', () => {
    expect(critical(':root{--x:1}p{color:red}', '<p></p>')).toBe('p{color:red}');
  });

  it('keeps keyframes a kept rule animates with, drops the others', () => {
    const css =
      '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
      '.used{animation:spin 1s}.absent{animation:fade 1s}';
    expect(critical(css, '<p class="used"></p>')).toBe(
      '@keyframes spin{to{rotate:1turn}}.used{animation:spin 1s}',
    );
  });

  it('keeps the cascade order across stylesheets', () => {
    const sheets = [parseCss('.a{color:red}'), parseCss('.a{color:blue}')];
    expect(criticalCss(sheets, '<p class="a"></p>')).toBe('.a{color:red}.a{color:blue}');
  });
});

describe('inlineStyle', () => {
  it('wraps the CSS so nothing in it can close the element', () => {
    expect(inlineStyle('a::after{content:"</style>"}')).toBe(
      '<style id="critical-css">a::after{content:"<\\/style>"}</style>',
    );
  });
});
