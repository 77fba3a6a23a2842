import type { BlogPost } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { blogPostJsonLd } from "./blog-seo";

const post: BlogPost = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "how-to-learn",
  title: "How to learn",
  excerpt: "Short.",
  cover: null,
  published_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-02T10:00:00.000Z",
  author_name: null,
  reading_minutes: 3,
  locale: "en",
  body_html: "<p>Hi</p>",
  more: [],
};
const site = { origin: "https://kursove.bg", brand: "Курсове" };

describe("a blog article's structured data", () => {
  it("points to the article's own-language address and names the brand when no author is named", () => {
    const [article] = blogPostJsonLd(post, site, "bg");
    expect(article).toMatchObject({
      "@type": "BlogPosting",
      url: "https://kursove.bg/en/blog/how-to-learn",
      author: { "@type": "Organization", name: "Курсове" },
      inLanguage: "en",
    });
    expect(article).not.toHaveProperty("image");
  });

  it("leads the breadcrumb from the blog in the page's language", () => {
    const [, breadcrumb] = blogPostJsonLd({ ...post, author_name: "Ana" }, site, "bg");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Блог", item: "https://kursove.bg/blog" },
      {
        "@type": "ListItem",
        position: 2,
        name: "How to learn",
        item: "https://kursove.bg/en/blog/how-to-learn",
      },
    ]);
  });
});
