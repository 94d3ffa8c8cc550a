package guard

import "testing"

// TestStaticFile: only a file that is loaded, never run, skips the effect
// judge; an argument or a data extension makes it a request to judge.
func TestStaticFile(t *testing.T) {
	for u, want := range map[string]bool{
		"https://app.example/static/app.js":                true,
		"https://app.example/static/app.js?v=3":            true,
		"https://app.example/img/logo.png?_=17":            true,
		"https://app.example/account/delete.js?confirm=1":  false,
		"https://app.example/api/account/delete.json":      false,
		"https://app.example/account/delete.html":          false,
		"https://app.example/account/delete":               false,
		"https://app.example/index.php":                    false,
		"https://app.example/api/account/delete;.js":       false,
		"https://app.example/api/account/delete;x=1/a.png": false,
		"https://app.example/account/delete%2epng":         false,
		"https://app.example/account/delete%3Fx.png":       false,
		"https://app.example/api/.js":                      false,
	} {
		if got := StaticFile(u); got != want {
			t.Errorf("StaticFile(%s) = %v, want %v", u, got, want)
		}
	}
}
