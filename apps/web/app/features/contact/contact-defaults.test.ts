import { describe, expect, it } from "vitest";
import { contactDefaults } from "./contact-defaults";

describe("the contact form's starting values", () => {
  it("take the user's name and email, a known topic and the page an issue is reported from", () => {
    const url = new URL("http://x/contact-us?type=report&page=%20/courses/python%20");
    expect(contactDefaults(url, { name: "Ана", email: "ana@example.com" })).toEqual({
      type: "report",
      name: "Ана",
      email: "ana@example.com",
      page_url: "/courses/python",
    });
  });

  it("drop an unknown topic, a page that is not this site's path or a web address, and a long one", () => {
    const of = (query: string) => contactDefaults(new URL(`http://x/contact-us${query}`), null);
    expect(of("?type=spam&page=//evil.example")).toEqual({ type: "", name: "", email: "", page_url: "" });
    expect(of(`?page=/${"a".repeat(600)}`).page_url).toBe("");
  });
});
