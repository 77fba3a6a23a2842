import { useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { type Filters, fromSearchParams, toSearch } from "./filters";

/**
 * The filters of the page as the visitor sees them: while a filter change is loading, the filters it goes
 * to (so a second click builds on the first), and the links and navigation that keep the scroll position.
 */
export function useCatalogueFilters(current: Filters) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  // what the visitor just chose, shown at once (a navigation's own state arrives a moment later)
  const [chosen, setChosen] = useState<{ at: string; filters: Filters } | null>(null);
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const filters =
    chosen?.at === location.key ? chosen.filters : pending ? fromSearchParams(pending.search) : current;
  const href = (next: Filters) => `${location.pathname}${toSearch(next)}`;
  const go = (next: Filters) => {
    setChosen({ at: location.key, filters: next });
    navigate(href(next), { preventScrollReset: true });
  };
  return { filters, href, go, isLoading: pending !== undefined };
}
