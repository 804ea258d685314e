import { describe, expect, it } from "vitest";
import { markdownRenderer } from "./markdown";

const render = markdownRenderer("https://app.test");
const link = (source: string) => render(source).replace(/^<p>|<\/p>\n$/g, "");
const EXTERNAL = 'rel="noopener noreferrer nofollow" target="_blank"';

/** Links in the operator's Markdown go where a browser would take them, decided by origin against APP_URL. */
describe("Markdown links", () => {
  it("treats a path a browser reads as another host as the other site it is, inline and as a reference", () => {
    expect(link("[x](/\\evil.example/a)")).toBe(`<a href="https://evil.example/a" ${EXTERNAL}>x</a>`);
    expect(link("[x][r]\n\n[r]: /\\evil.example/b")).toBe(`<a href="https://evil.example/b" ${EXTERNAL}>x</a>`);
    expect(link("[x](//evil.example/c)")).toBe(`<a href="https://evil.example/c" ${EXTERNAL}>x</a>`);
    // One backslash is a path here, as in a browser.
    expect(link("[x](\\evil.example/d)")).toBe('<a href="/evil.example/d">x</a>');
    expect(link("[x](HTTP://Other.test/p)")).toBe(`<a href="http://other.test/p" ${EXTERNAL}>x</a>`);
  });

  it("keeps this site's own links as paths, without opening a new tab", () => {
    expect(link("[x](/about)")).toBe('<a href="/about">x</a>');
    expect(link("[x](https://app.test/privacy-policy?a=1#b)")).toBe('<a href="/privacy-policy?a=1#b">x</a>');
    expect(link("[x](terms)")).toBe('<a href="/terms">x</a>');
    expect(link("[x](#top)")).toBe('<a href="#top">x</a>');
    // Two slashes after this site's origin would read as a host without it: the full address stays.
    expect(link("[x](https://app.test//evil.example)")).toBe('<a href="https://app.test//evil.example">x</a>');
  });

  it("keeps mailto and drops every other scheme, whatever its case or spacing", () => {
    expect(link("[x](mailto:hello@app.test)")).toBe('<a href="mailto:hello@app.test">x</a>');
    for (const target of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "<java\tscript:alert(1)>", "data:text/html,x", "vbscript:x", "file:///etc/passwd"]) {
      expect(link(`[x](${target})`)).toBe("x");
    }
  });
});
