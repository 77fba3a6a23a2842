import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml as clean, excerptOf, plainText, readingMinutes, safeHref } from "./sanitize";

/** Nothing that can run script is left in the markup. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<svg|<math|<img|<object|<embed|<form/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  expect(html).not.toMatch(/\sstyle=|\sclass=|\ssrc=/i);
}

describe("the article sanitizer", () => {
  it("removes <script> with its content and keeps the text around it", () => {
    const out = clean(
      "<p>Before<script>alert(1)</script> after</p><script src=//evil.example/x.js></script>",
    );
    expect(out).toBe("<p>Before after</p>");
  });

  it("removes event handler attributes (onerror, onclick, onload, onmouseover)", () => {
    const out = clean(
      '<p onclick="steal()">Click</p><h2 onload="x()">Title</h2><a href="/courses" onmouseover="x()">Link</a><strong ONERROR=alert(1)>bold</strong>',
    );
    expect(out).toBe('<p>Click</p><h2>Title</h2><a href="/courses">Link</a><strong>bold</strong>');
    expectInert(out);
  });

  it("removes <img src=x onerror> entirely", () => {
    const out = clean('<p>a<img src=x onerror="alert(document.cookie)">b</p><img src="x" onerror=alert(1)>');
    expect(out).toBe("<p>ab</p>");
  });

  it.each([
    ["plain", "javascript:alert(1)"],
    ["mixed case", "JaVaScRiPt:alert(1)"],
    ["a tab entity inside", "java&#x09;script:alert(1)"],
    ["a newline entity inside", "jav&#x0A;ascript:alert(1)"],
    ["a decimal entity for the first letter", "&#106;avascript:alert(1)"],
    ["entities without semicolons", "&#0000106&#0000097vascript:alert(1)"],
    ["leading spaces", "   javascript:alert(1)"],
    ["a leading control character", "\u0001javascript:alert(1)"],
    ["a zero-width space", "java\u200bscript:alert(1)"],
    ["vbscript", "vbscript:msgbox(1)"],
  ])("removes a javascript: link written with %s and keeps its text", (_name, href) => {
    const out = clean(`<p>Read <a href="${href}">this</a> now</p>`);
    expect(out).toBe("<p>Read this now</p>");
    expectInert(out);
  });

  it("removes data: links, whatever their case", () => {
    const out = clean(
      '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">one</a> <a href="DATA:text/html,<script>alert(1)</script>">two</a></p>',
    );
    expect(out).toBe("<p>one two</p>");
  });

  it("removes <svg> and <math> with everything inside, <script> included", () => {
    const out = clean(
      "<svg><script>alert(1)</script><text>svg text</text></svg><math><mi>x</mi></math><p>kept</p>",
    );
    expect(out).toBe("<p>kept</p>");
  });

  it("removes <iframe>, <object>, <embed>, <style> and <form> with their content", () => {
    const out = clean(
      '<iframe src="https://evil.example">inside</iframe><object data="x.swf">obj</object><embed src="x"><style>p{color:red}</style><form action="/x"><input name="a">form text<button>Go</button></form><p>ok</p>',
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("drops style, class, id and any other attribute", () => {
    const out = clean(
      '<p style="background:url(javascript:alert(1))" class="x" id="y" data-x="1" title="t">Text</p>',
    );
    expect(out).toBe("<p>Text</p>");
  });

  it("refuses protocol-relative and backslash links to other hosts", () => {
    const out = clean(
      '<p><a href="//evil.example">one</a> <a href="/\\evil.example">two</a> <a href="\\\\evil.example">three</a></p>',
    );
    expect(out).toBe("<p>one two three</p>");
  });

  it("keeps site-relative links without a target and opens outside links in a new tab without the opener", () => {
    const out = clean(
      '<p><a href="/courses?q=excel&amp;page=2" target="_self">catalogue</a> <a href="https://example.com/a" rel="opener" target="_top">outside</a> <a href="mailto:hello@example.com">mail</a> <a href="HTTP://example.org">upper</a></p>',
    );
    expect(out).toBe(
      '<p><a href="/courses?q=excel&amp;page=2">catalogue</a> <a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">outside</a> <a href="mailto:hello@example.com">mail</a> <a href="http://example.org" rel="noopener noreferrer nofollow" target="_blank">upper</a></p>',
    );
  });

  it("unwraps links to relative paths, anchors and other schemes", () => {
    expect(clean('<p><a href="courses">a</a> <a href="#top">b</a> <a href="ftp://x.example">c</a></p>')).toBe(
      "<p>a b c</p>",
    );
  });

  it("closes nested and malformed markup and never lets markup out of text", () => {
    const out = clean(
      '<p><strong>bold <em>both</p><ul><li>one<li>two</ul><p>a &lt;script&gt; text</p><p title="</p><script>alert(1)</script>">x</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    );
    expect(out).toBe(
      "<p><strong>bold <em>both</em></strong></p><ul><li>one</li><li>two</li></ul><p>a &lt;script&gt; text</p><p>x</p>",
    );
    expectInert(out);
  });

  it("keeps the editor's formatting intact", () => {
    const html =
      '<h2>Heading</h2><h3>Sub</h3><h4>Small</h4><p><strong>b</strong> <b>b2</b> <em>i</em> <i>i2</i> <u>u</u> <s>s</s> <code>x &lt; y</code><br />next line</p><ul><li><p>item</p></li></ul><ol><li>first</li></ol><blockquote><p>quote</p></blockquote><pre><code>const a = 1;\nconst b = 2;</code></pre><hr /><p><a href="/courses">link</a></p>';
    expect(clean(html)).toBe(html);
    // cleaning twice changes nothing more
    expect(clean(clean(html))).toBe(html);
  });

  it("turns h1 into h2 (the page has its own h1) and h5/h6 into h4", () => {
    expect(clean("<h1>Title</h1><h5>Five</h5><h6>Six</h6>")).toBe("<h2>Title</h2><h4>Five</h4><h4>Six</h4>");
  });

  it("trims empty paragraphs, also those left empty once something was removed", () => {
    expect(
      clean("<p></p><p>  &nbsp; </p><p><br></p><p>Text</p><p><img src=x onerror=alert(1)></p><h2> </h2>"),
    ).toBe("<p>Text</p>");
    expect(clean("<p><script>x()</script></p>")).toBe("");
  });

  it("drops the class of code blocks and keeps the code's text exact", () => {
    expect(clean('<pre><code class="language-js">if (a &lt; b &amp;&amp; c) {}</code></pre>')).toBe(
      "<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre>",
    );
  });
});

describe("safe link addresses", () => {
  it("accepts http(s) with a host, mailto and site paths only", () => {
    expect(safeHref("https://example.com")).toBe("https://example.com");
    expect(safeHref(" /courses ")).toBe("/courses");
    expect(safeHref("mailto:a@b.bg")).toBe("mailto:a@b.bg");
    expect(safeHref("https:evil.example")).toBeNull();
    expect(safeHref("https://")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("")).toBeNull();
  });
});

describe("plain text of an article", () => {
  it("joins blocks with spaces, decodes entities and leaves out scripts", () => {
    expect(
      plainText(
        "<h2>A &amp; B</h2><p>one<br>two</p><ul><li>x</li><li>y &lt;z&gt;</li></ul><script>bad()</script>",
      ),
    ).toBe("A & B one two x y <z>");
  });

  it("counts reading minutes at 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(Array(200).fill("word").join(" "))).toBe(1);
    expect(readingMinutes(Array(201).fill("word").join(" "))).toBe(2);
  });

  it("cuts an excerpt at a word with an ellipsis", () => {
    const text = "Изборът на курс често започва с търсене и завършва с десетки сходни предложения.";
    expect(excerptOf(text, 200)).toBe(text);
    const cut = excerptOf(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
