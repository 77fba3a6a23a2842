// Request and answer schemas of the onboarding calls (issue 5).
export {};
