// The public surface of the content module: other modules import only this.
// Blog, FAQ, contact messages and guides.
export { blogRoutes } from "./blog.routes";
export { contactRoutes } from "./contact.routes";
export { faqRoutes } from "./faq.routes";
export { guideUrl } from "./guides";
export { guidesRoutes } from "./guides.routes";
export { sanitizeArticleHtml } from "./sanitize";
