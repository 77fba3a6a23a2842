// placeholder until this session's helper fills it (issue 8)
export default function Page() {
  return null;
}
