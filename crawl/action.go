package crawl

import (
	"net/url"
	"strings"
)

// actionWords, as a path segment of their own after another one
// (/orders/5/cancel) or beside an object word (empty-cart), or as a query
// key, make a GET link read as an action rather than a page: shops and
// apps put them on links (/cart/empty, /orders/5/cancel, /cart/add?id=3,
// /invites/9/decline). The guard's classifier judges harm by category and
// lets mild actions through to an agent that asked for them; a crawler
// asked for nothing, so it requests none of them.
var actionWords = map[string]bool{
	"empty": true, "clear": true, "cancel": true, "void": true, "abandon": true, "revoke": true,
	"refund": true, "reject": true, "decline": true, "accept": true, "approve": true, "confirm": true,
	"add": true, "follow": true, "unfollow": true, "like": true, "unlike": true, "vote": true,
	"upvote": true, "downvote": true, "subscribe": true, "join": true, "leave": true, "reorder": true,
}

// actionKeys are query keys whose value is an action (?action=cancel); a
// key that is itself an action word (?empty=1), or WooCommerce's
// ?add-to-cart=123, is one whatever its value.
var actionKeys = map[string]bool{"action": true, "do": true, "op": true, "cmd": true, "task": true}

// crawlAction returns the action word a URL reads as, or "".
func crawlAction(u *url.URL) string {
	segs := strings.FieldsFunc(u.EscapedPath(), func(r rune) bool { return r == '/' })
	for i, seg := range segs {
		if s, err := url.PathUnescape(seg); err == nil {
			seg = s
		}
		words := strings.FieldsFunc(strings.ToLower(seg), func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' })
		if n := len(words); n >= 2 && fileExts[words[n-1]] {
			words = words[:n-1]
		}
		// "cancel" acting on what comes before it (/orders/5/cancel), or
		// "cancel-order" or "order-cancel"; not a slug that merely holds
		// the word ("cancel-culture-book"), nor a top-level page (/empty.html).
		if len(words) == 1 && i > 0 && actionWords[words[0]] {
			return words[0]
		}
		if len(words) == 2 && (actionWords[words[0]] && objectWords[words[1]] || actionWords[words[1]] && objectWords[words[0]]) {
			return seg
		}
	}
	for k, vs := range u.Query() {
		k = strings.ToLower(k)
		if strings.Contains(k, "add-to-cart") || strings.Contains(k, "add_to_cart") || actionWords[k] {
			return k // ?add-to-cart=12, /cart?empty=1
		}
		for _, v := range vs {
			if w := strings.ToLower(strings.TrimSpace(v)); actionKeys[k] && (actionWords[w] || strings.ContainsAny(w, "-_") && crawlAction(&url.URL{Path: "/" + w}) != "") {
				return k + "=" + w
			}
		}
	}
	return ""
}

// objectWords are what an action word acts on in a two-word segment.
var objectWords = map[string]bool{
	"cart": true, "basket": true, "bag": true, "trolley": true, "order": true, "orders": true, "booking": true,
	"reservation": true, "payment": true, "transfer": true, "item": true, "items": true, "invite": true,
	"invitation": true, "request": true, "friend": true, "wishlist": true, "list": true, "all": true,
}

// fileExts are dropped from a segment's last word (/cart/empty.php).
var fileExts = map[string]bool{"html": true, "htm": true, "php": true, "asp": true, "aspx": true, "jsp": true, "cgi": true, "do": true}
