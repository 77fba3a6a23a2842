/** admin.refunds: being built (issue 9). */
export default function Placeholder() {
  return null;
}
