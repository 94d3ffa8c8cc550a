package browser

import playwright "github.com/accessagents/accessagents/third_party/playwright-go"

// HandleOf pins the element a locator names. Element handles evaluate at
// once where Locator.Evaluate can stall on elements outside the rendered
// body (a <title>, say).
func HandleOf(loc playwright.Locator) (playwright.ElementHandle, error) {
	return loc.ElementHandle(playwright.LocatorElementHandleOptions{Timeout: playwright.Float(3000)})
}
