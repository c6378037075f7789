// The DOM tests run on a patched jsdom (patches/jsdom@26.1.0.patch): getComputedStyle skips a rule
// whose selector needs a class the element lacks. Testing Library's role queries and accessible
// names read visibility through getComputedStyle, so a rule skipped wrongly would hide or show an
// element in every package's tests. These pin what the patch must leave as the selectors say.

/** A style sheet of its own for each test, and an element tree under body. */
function page(css: string, html: string): void {
  document.head.innerHTML = `<style>${css}</style>`;
  document.body.innerHTML = html;
}

const display = (id: string) => window.getComputedStyle(document.getElementById(id)!).display;
const visibility = (id: string) => window.getComputedStyle(document.getElementById(id)!).visibility;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('getComputedStyle on the patched jsdom', () => {
  it('applies a class rule to the element that has the class, and not to one without it', () => {
    page('.css-hidden { display: none; }', '<div id="with" class="a css-hidden"></div><div id="without" class="a"></div>');
    expect(display('with')).toBe('none');
    expect(display('without')).toBe('block');
  });

  it('keys a descendant or child selector on its last part, so an ancestor class alone does not match', () => {
    page(
      '.menu.open .item { display: none; } .list > .row { visibility: hidden; }',
      '<div class="menu open"><span id="item" class="item"></span><span id="other"></span></div>' +
        '<div class="list"><p id="row" class="row"></p><p id="plain"></p></div>',
    );
    expect(display('item')).toBe('none');
    expect(display('other')).not.toBe('none');
    expect(visibility('row')).toBe('hidden');
    expect(visibility('plain')).toBe('visible');
  });

  it('matches as before where a selector names no class in its last part: types, ids, attributes, :not()', () => {
    page(
      'section p { display: none; } #by-id { display: none; } [data-gone] { display: none; } div:not(.shown.really) { visibility: hidden; }',
      '<section><p id="para"></p></section><i id="by-id"></i><b id="attr" data-gone></b><div id="not-shown"></div><div id="shown" class="shown really"></div>',
    );
    expect(display('para')).toBe('none');
    expect(display('by-id')).toBe('none');
    expect(display('attr')).toBe('none');
    expect(visibility('not-shown')).toBe('hidden');
    expect(visibility('shown')).toBe('visible');
  });

  it('applies a selector list when any of its parts matches, keyed or not', () => {
    page('.first, .second { display: none; } .third, em { visibility: hidden; }', '<a id="a" class="second"></a><em id="em"></em><i id="i"></i>');
    expect(display('a')).toBe('none');
    expect(visibility('em')).toBe('hidden');
    expect(visibility('i')).toBe('visible');
  });

  it('follows a class added or removed later, and a rule inserted later', () => {
    page('.closed { display: none; }', '<div id="panel"></div>');
    const panel = document.getElementById('panel')!;
    expect(display('panel')).toBe('block');
    panel.classList.add('closed');
    expect(display('panel')).toBe('none');
    panel.classList.remove('closed');
    expect(display('panel')).toBe('block');
    (document.styleSheets[0] as CSSStyleSheet).insertRule('.late { visibility: hidden; }', 1);
    panel.classList.add('late');
    expect(visibility('panel')).toBe('hidden');
  });

  it('inherits visibility from an ancestor hidden by a class rule', () => {
    page('.css-collapsed { visibility: hidden; }', '<div class="css-collapsed"><span id="child"></span></div>');
    expect(visibility('child')).toBe('hidden');
  });

  it('applies class rules inside a screen media block, and a class that only starts like the key does not match', () => {
    page('@media screen { .wide { display: none; } } .tab-panel { display: none; }', '<div id="wide" class="wide"></div><div id="tab" class="tab"></div>');
    expect(display('wide')).toBe('none');
    expect(display('tab')).toBe('block');
  });
});
