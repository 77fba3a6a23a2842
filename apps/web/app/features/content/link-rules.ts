/**
 * The link addresses the server keeps (apps/api content/sanitize.ts): http(s) with a host, mailto, or a
 * path of this site not starting with "//" or "/\" (read as another host). The editor checks them too,
 * so it never holds a link the server would drop.
 */
export function isLinkAllowed(href: string) {
  return /^(https?:\/\/[^\s/\\?#]+\S*|mailto:\S+|\/(?![/\\])\S*)$/i.test(href.trim());
}
