// Request and answer schemas of the lectors calls (issue 5).
export {};
