import { JSDOM, type XmlDocument } from 'jsdom';

const { window } = new JSDOM('');

/** Parses an SVG file as strict XML (jsdom's DOMParser); throws with the parser's message. */
export function parseSvg(svg: string): XmlDocument {
  const document = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

/** The checks every image passes: a standalone, accessible SVG of the given size. */
export function expectImage(svg: string, width: number, height: number): XmlDocument {
  const document = parseSvg(svg);
  const root = document.documentElement;
  const failures: string[] = [];
  if (root.localName !== 'svg') failures.push(`root is <${root.localName}>`);
  if (root.namespaceURI !== 'http://www.w3.org/2000/svg') failures.push('not in the SVG namespace');
  if (root.getAttribute('width') !== String(width))
    failures.push(`width ${root.getAttribute('width')}`);
  if (root.getAttribute('height') !== String(height))
    failures.push(`height ${root.getAttribute('height')}`);
  if (root.getAttribute('viewBox') !== `0 0 ${width} ${height}`) failures.push('viewBox');
  if (root.getAttribute('role') !== 'img') failures.push('role');
  const title = root.firstElementChild;
  if (title?.localName !== 'title' || !title.textContent) failures.push('no leading <title>');
  if (root.getAttribute('aria-labelledby') !== title?.getAttribute('id'))
    failures.push('aria-labelledby');
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    if (element.localName === 'script' || element.localName === 'foreignObject') {
      failures.push(`<${element.localName}> element`);
    }
    if (element.localName === 'style' && /@import|url\((?!#)/i.test(element.textContent ?? '')) {
      failures.push('external reference in a stylesheet');
    }
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('on')) failures.push(`${attribute.name} handler`);
      const external = /^(?:https?:|\/\/|data:)|url\((?!#)/i;
      if (
        (attribute.name === 'href' || attribute.name.endsWith(':href')) &&
        !attribute.value.startsWith('#')
      ) {
        failures.push(`external href ${attribute.value}`);
      } else if (external.test(attribute.value) && attribute.name !== 'xmlns') {
        failures.push(`external reference in ${attribute.name}`);
      }
    }
  }
  if (failures.length > 0) throw new Error(`Invalid image: ${failures.join('; ')}`);
  return document;
}

/** The 8 KB budget of every image. */
export const SIZE_BUDGET = 8 * 1024;
