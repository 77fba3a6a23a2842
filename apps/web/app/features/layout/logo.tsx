/** The Kursove mark: an open book in a rounded square. */
export function Logo({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
      <path d="M9 13c4-1.5 7.5-1 11 1.5V30c-3.5-2.5-7-3-11-1.5z" fill="#fff" />
      <path d="M31 13c-4-1.5-7.5-1-11 1.5V30c3.5-2.5 7-3 11-1.5z" fill="var(--color-accent)" />
    </svg>
  );
}
