package crawl

import (
	"net/url"
	"testing"

	"github.com/accessagents/accessagents/guard"
)

// TestCrawlAction: links that read as actions are not requested; pages
// that merely mention the words are.
func TestCrawlAction(t *testing.T) {
	acts := []string{"/cart/empty", "/cart/clear", "/order/cancel?id=5", "/orders/5/cancel", "/cart/empty.php",
		"/cart/add?id=3", "/shop/?add-to-cart=123", "/invites/9/decline", "/empty-cart", "/basket/CLEAR",
		"/cart?action=empty", "/orders?do=cancel-order", "/newsletter/subscribe?email=a", "/teams/4/join", "/cart?empty=1",
		"/settings/mfa/disable", "/plan/upgrade?tier=gold", "/users/5/ban", "/servers/web-1/reboot"}
	pages := []string{"/", "/products/cancel-culture-book", "/empty.html", "/example-pages/empty.html", "/help/reset.htm", "/tests/forms-empty-legend.html",
		"/blog/how-to-clear-a-cache", "/help/cancel-an-order-guide", "/cart", "/orders/5", "/likes-and-dislikes",
		"/search?q=cancel", "/products?sort=added", "/about/join-us-today",
		"/docs/upgrade", "/blog/2024/reset", "/help/disable"}
	for _, p := range acts {
		u, _ := url.Parse("https://shop.example" + p)
		if guard.ActionLink(u) == "" || destructive(u.String()) == "" {
			t.Errorf("%s: not read as an action", p)
		}
	}
	for _, p := range pages {
		u, _ := url.Parse("https://shop.example" + p)
		if a := guard.ActionLink(u); a != "" {
			t.Errorf("%s: read as the action %q", p, a)
		}
	}
	// A page named by an action word alone is a page (the GDS audit's
	// example-pages/empty.html): neither judge keeps the crawl from it.
	for _, p := range []string{"/empty.html", "/example-pages/empty.html", "/empty.php"} {
		if why := destructive("https://shop.example" + p); why != "" {
			t.Errorf("%s: not crawled: %s", p, why)
		}
	}
}
