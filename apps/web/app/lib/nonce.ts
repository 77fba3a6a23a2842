import { createContext, useContext } from "react";

/**
 * The nonce of the answer being rendered (Content-Security-Policy), given by entry.server.tsx to
 * the page's own inline scripts. In the browser it is empty: scripts are not rendered there again, and
 * browsers hide a nonce from the page anyway.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
