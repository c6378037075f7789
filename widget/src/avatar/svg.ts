const SVG_NS = 'http://www.w3.org/2000/svg';

export type SvgAttrs = Record<string, string | number>;
export type SvgChild = SVGElement | null;

/** One SVG element with its attributes and children; null children are skipped. */
export function s(tag: string, attrs: SvgAttrs = {}, children: SvgChild[] = []): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) if (child) node.append(child);
  return node;
}
