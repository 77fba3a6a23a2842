// Request and answer schemas of the payments calls (issue 5).
export {};
