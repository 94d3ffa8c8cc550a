package guard

// DestructiveURL judges a URL as the guard judges a navigation to it (by
// its path, query and fragment words): for callers that reach URLs without
// an act of the agent's — the proxy following a redirect, the crawler
// following a link.
func DestructiveURL(raw string) Verdict {
	return Classify(Action{Kind: Navigate, URL: raw})
}
