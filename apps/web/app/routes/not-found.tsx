import { data } from "react-router";
import { NotFoundPage } from "../features/layout/error-pages";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
