/**
 * The part of jsdom (installed at the workspace root, without types) the SVG tests use, typed
 * here because the server compiles without the DOM library.
 */
declare module 'jsdom' {
  export interface XmlAttribute {
    readonly name: string;
    readonly value: string;
  }

  export interface XmlNode {
    readonly textContent: string | null;
    getElementsByTagName(name: string): ArrayLike<XmlElement>;
    querySelector(selector: string): XmlElement | null;
  }

  export interface XmlElement extends XmlNode {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly firstElementChild: XmlElement | null;
    readonly attributes: ArrayLike<XmlAttribute>;
    getAttribute(name: string): string | null;
  }

  export interface XmlDocument extends XmlNode {
    readonly documentElement: XmlElement;
  }

  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      DOMParser: new () => { parseFromString(source: string, type: string): XmlDocument };
    };
  }
}
