package main

import (
	"bufio"
	"context"
	"encoding/json"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// startTemplateApp builds and starts the Go html/template fixture app on
// 127.0.0.1, reading its templates from dir; it returns the app's URL,
// read from the address the app prints once it listens.
func startTemplateApp(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "gotemplate-shop")
	if out, err := exec.Command("go", "build", "-o", bin, "../../testdata/apps/gotemplate-shop").CombinedOutput(); err != nil {
		t.Fatalf("build the fixture app: %v\n%s", err, out)
	}
	static, _ := filepath.Abs("../../testdata/site/img")
	cmd := exec.Command(bin, "-templates", dir, "-static", static)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("the fixture app printed no address: %v", err)
	}
	return strings.TrimSpace(line)
}

// gitRepo makes dir a git repository with one commit of what it holds.
func gitRepo(t *testing.T, dir string) {
	t.Helper()
	for _, args := range [][]string{{"init", "-q"}, {"add", "."}, {"-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "app"}} {
		if out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
}

// sourceReport is what the tests read of source.json.
type sourceReport struct {
	Fixes []struct {
		Location struct {
			File string `json:"file"`
			Line int    `json:"line"`
			Via  string `json:"via"`
		} `json:"location"`
		RuleID    string   `json:"rule_id"`
		Value     string   `json:"value"`
		FromData  bool     `json:"from_data"`
		FixIDs    []string `json:"fix_ids"`
		Instances int      `json:"instances"`
		Verified  bool     `json:"verified"`
		Review    string   `json:"review"`
	} `json:"fixes"`
	NotPlaced   []string `json:"not_placed"`
	Interactive [2]int   `json:"interactive_before_after"`
	Build       string   `json:"build"`
}

// runSourceFix runs fix --source on url and checks what holds for every
// app: each fix at the location the fixture writes it (want, by rule,
// read off the fixture by hand), verified; the edits at the locations in
// fromData written from the data, as that expression, once for every
// element they cover; no interactive
// element lost; and source.patch applying with git apply to a clean clone
// of repo, giving the working tree's files. It returns the report and how
// many live fixes it covers.
func runSourceFix(t *testing.T, url, source, repo string, want map[string][]string, fromData map[string]string, extra ...string) (sourceReport, int) {
	t.Helper()
	out := t.TempDir()
	stdout, stderr, code := runBin(t, append([]string{"fix", url, "--out", out, "--source", source}, extra...)...)
	if code != 1 { // the staff pick image is for a person
		t.Fatalf("fix --source exit %d\n%s\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, "source: ") {
		t.Errorf("no source summary:\n%s", stdout)
	}
	if slices.Contains(extra, "--dev-server") {
		// The dev server fix started is gone with it: its address refuses.
		m := regexp.MustCompile(`the dev server serves (\S+)`).FindStringSubmatch(stderr)
		if m == nil {
			t.Fatalf("fix did not say where the dev server it started serves:\n%s", stderr)
		}
		if resp, err := http.Get(m[1]); err == nil {
			resp.Body.Close()
			t.Errorf("the dev server at %s still answers after fix ended", m[1])
		}
	}
	var rep sourceReport
	b, err := os.ReadFile(filepath.Join(out, "source.json"))
	if err != nil || json.Unmarshal(b, &rep) != nil {
		t.Fatalf("source.json: %v\n%s", err, b)
	}
	covered := 0
	for _, f := range rep.Fixes {
		at := f.Location.File + ":" + strconv.Itoa(f.Location.Line)
		if w, ok := want[f.RuleID]; ok && !slices.Contains(w, at) {
			t.Errorf("%s located at %s, the fixture writes it at %s", f.RuleID, at, w)
		}
		if !f.Verified {
			t.Errorf("%s at %s did not verify after the reload", f.RuleID, at)
		}
		covered += len(f.FixIDs)
		if expr, ok := fromData[at]; ok && (!f.FromData || f.Value != expr) {
			t.Errorf("%s at %s: value %q (from data %v), want %s from the data", f.RuleID, at, f.Value, f.FromData, expr)
		}
	}
	if rep.Interactive[0] == 0 || rep.Interactive[1] != rep.Interactive[0] {
		t.Errorf("interactive elements before and after: %v", rep.Interactive)
	}
	for at, expr := range fromData {
		file, _ := os.ReadFile(filepath.Join(source, filepath.FromSlash(strings.Split(at, ":")[0])))
		if !strings.Contains(string(file), `="`+expr+`"`) && !strings.Contains(string(file), "="+expr) {
			t.Errorf("%s does not write %s:\n%s", at, expr, file)
		}
	}
	// The patch applies to a clean checkout and gives the same files.
	clean := filepath.Join(t.TempDir(), "clean")
	if o, err := exec.Command("git", "clone", "-q", repo, clean).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, o)
	}
	if o, err := exec.Command("git", "-C", clean, "apply", filepath.Join(out, "source.patch")).CombinedOutput(); err != nil {
		t.Fatalf("git apply source.patch on a clean checkout: %v\n%s", err, o)
	}
	sameTrackedFiles(t, repo, clean)
	return rep, covered
}

// sameTrackedFiles compares every file git tracks in repo with clean's.
func sameTrackedFiles(t *testing.T, repo, clean string) {
	t.Helper()
	out, err := exec.Command("git", "-C", repo, "ls-files").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Fields(string(out)) {
		a, _ := os.ReadFile(filepath.Join(repo, f))
		b, _ := os.ReadFile(filepath.Join(clean, f))
		if string(a) != string(b) {
			t.Errorf("%s: the patched checkout differs from the working tree", f)
		}
	}
}

// TestFixSourceWritesVerifiedFixesIntoTemplates runs fix --source against
// the Go html/template fixture app (a product partial rendered in a range
// loop): every fix lands in the template that renders its element, and the
// app's own audit afterwards leaves only the image for a person.
func TestFixSourceWritesVerifiedFixesIntoTemplates(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	repo := t.TempDir()
	templates := filepath.Join(repo, "templates")
	if out, err := exec.Command("cp", "-r", "../../testdata/apps/gotemplate-shop/templates", templates).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	gitRepo(t, repo)
	url := startTemplateApp(t, templates)
	rep, covered := runSourceFix(t, url, templates, repo, map[string][]string{
		"button-name": {"layout.html:30"}, "link-name": {"layout.html:32"}, "html-has-lang": {"layout.html:2"},
		"image-alt": {"product.html:2"}, "label": {"index.html:10"}, "aa-autocomplete": {"index.html:10"},
		"aa-fake-heading": {"index.html:13"}, "list": {"index.html:16"},
	}, map[string]string{"product.html:2": "{{.Name}}"})
	// 18 of 18: the page's title is not written into the layout that
	// every page includes as this page's (each would get it); the layout
	// gets the site's name, as its logo says it, for pages that give
	// none, for review.
	if covered != 18 || len(rep.NotPlaced) != 0 {
		t.Errorf("%d of 18 live fixes reached the templates; not placed: %q", covered, rep.NotPlaced)
	}
	if b, _ := os.ReadFile(filepath.Join(templates, "layout.html")); !strings.Contains(string(b), "<title>Northwind Outfitters</title>") {
		t.Errorf("the layout has no title of the site's name:\n%s", b)
	}
	for _, g := range rep.Fixes {
		if g.RuleID == "document-title" && (!g.Verified || !strings.Contains(g.Review, "site's name")) {
			t.Errorf("the layout's title: %+v", g)
		}
	}
	writesMarkup(t, filepath.Join(templates, "index.html"), `<div class="perk">`, `<li class="perk">{{.}}</li>`,
		`<div class="promise"><h3 style="font:inherit;margin:0">Our promise to you</h3></div>`,
		`<label for="aa-email">Email</label> <input type="email" name="email"`)
	ruleSet(t, filepath.Join(templates, "layout.html"), ".price { color: #747474;")
	// The app, serving the edited templates, leaves the staff pick for a
	// person.
	res, _, _ := runBin(t, "audit", url, "--format", "json")
	var after struct {
		TotalViolations int `json:"total_violations"`
		Violations      []struct {
			RuleID string `json:"rule_id"`
		} `json:"violations"`
	}
	if json.Unmarshal([]byte(res), &after) != nil || after.TotalViolations != 1 || !strings.Contains(res, `"image-alt"`) {
		t.Errorf("audit of the app after the source fixes:\n%.600s", res)
	}
}

// TestFixSourceWritesIntoSvelteComponents runs fix --source against the
// Svelte 5 fixture app under Vite's dev server (a card component rendered
// in an {#each} loop): elements are found by Svelte's dev metadata, the
// attribute fixes land in the components in Svelte's syntax
// (alt={product.name} once in the card), the document's in index.html,
// and the project's own build passes afterwards.
func TestFixSourceWritesIntoSvelteComponents(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	repo, url := startViteApp(t, "svelte-shop", []string{"package.json", "package-lock.json", "vite.config.js", "index.html", "src", ".gitignore"})
	rep, covered := runSourceFix(t, url, repo, repo, map[string][]string{
		"button-name": {"src/App.svelte:18"}, "link-name": {"src/App.svelte:20"}, "html-has-lang": {"index.html:2"},
		"document-title": {"index.html:3"}, "image-alt": {"src/lib/ProductCard.svelte:7"}, "label": {"src/App.svelte:34"},
		"aa-autocomplete": {"src/App.svelte:34"}, "aa-fake-heading": {"src/App.svelte:37"}, "list": {"src/App.svelte:40"},
	}, map[string]string{"src/lib/ProductCard.svelte:7": "{product.name}"})
	callSites := 0
	for _, f := range rep.Fixes {
		if f.Location.Via == "svelte dev metadata of the component's use (its props reach this element)" {
			callSites++ // IconLink spreads its props into its <a>
			continue
		}
		if strings.HasSuffix(f.Location.File, ".svelte") && f.RuleID != "color-contrast" && f.Location.Via != "svelte dev metadata" {
			t.Errorf("%s at %s was not found by Svelte's dev metadata", f.RuleID, f.Location.File)
		}
	}
	// 19 live fixes (the cart link shows its count, so it has a name), the
	// contrast ones in the component's scoped <style> rule and in the
	// style: directive.
	if covered != 19 || len(rep.NotPlaced) != 0 {
		t.Errorf("%d live fixes reached the source, want 19: %+v\nnot placed: %q", covered, rep.Fixes, rep.NotPlaced)
	}
	// The wishlist link's name goes where IconLink is used, from the dev
	// stack Svelte keeps: IconLink passes {...rest} to every use's <a>.
	link, _ := os.ReadFile(filepath.Join(repo, "src", "lib", "IconLink.svelte"))
	if callSites != 1 || strings.Contains(string(link), "aria-label") {
		t.Errorf("the wishlist link's name was not placed at IconLink's use (%d there):\n%s", callSites, link)
	}
	writesMarkup(t, filepath.Join(repo, "src", "App.svelte"), `<div class="perk">`, `<li class="perk">{p}</li>`,
		`<div class="promise"><h3 style="font:inherit;margin:0">Our promise to you</h3></div>`,
		`<label for="aa-email">Email</label> <input type="email" name="email" autocomplete="email" id="aa-email">`,
		`<IconLink href="/wishlist" class="wishlist-link" icon="M10 17l-6-6a4 4 0 016-5 4 4 0 016 5z" aria-label="Wishlist" />`)
	ruleSet(t, filepath.Join(repo, "src", "lib", "ProductCard.svelte"), ".price { color: #747474;")
	// The footer's words take their colour from the footer's rule: that
	// rule is changed, not the paragraph given a class.
	ruleSet(t, filepath.Join(repo, "src", "App.svelte"), "footer { padding: 12px 24px; background: #fafafa; color: #727272; }")
	inlineSet(t, filepath.Join(repo, "src", "App.svelte"), `<p style:color="(#[0-9a-f]{6})" style="font-size: 12px">Questions?`)
	if rep.Build != "passed" {
		t.Errorf("the app's build after the edits: %q", rep.Build)
	}
}

// writesMarkup says that file no longer holds gone and holds each of want:
// the markup the page's ARIA fixes stand for, written in the component.
func writesMarkup(t *testing.T, file, gone string, want ...string) {
	t.Helper()
	b, _ := os.ReadFile(file)
	for _, w := range want {
		if !strings.Contains(string(b), w) {
			t.Errorf("%s does not write %s", file, w)
		}
	}
	if strings.Contains(string(b), gone) || regexp.MustCompile(`role="(list|listitem|heading)"|aria-level`).Match(b) {
		t.Errorf("%s still writes %s, or an ARIA role or level the markup stands for:\n%s", file, gone, b)
	}
}

// inlineSet says that file writes the element's own style as want (a
// pattern whose group is the new colour): the value changed in place,
// darker than the fixture's #b8b8b8, and no class added.
func inlineSet(t *testing.T, file, want string) {
	t.Helper()
	b, _ := os.ReadFile(file)
	m := regexp.MustCompile(want).FindSubmatch(b)
	if m == nil || string(m[1]) == "#b8b8b8" || strings.Contains(string(b), "aa-fix-") {
		t.Errorf("%s does not write %s with a new colour (or has a fix class):\n%s", file, want, b)
	}
}

// ruleSet says that file holds the rule as the contrast fix left it: the
// colour changed where the stylesheet sets it, not a class added.
func ruleSet(t *testing.T, file, rule string) {
	t.Helper()
	b, _ := os.ReadFile(file)
	if !strings.Contains(string(b), rule) || strings.Contains(string(b), "aa-fix-") {
		t.Errorf("%s does not have %q (or has a fix class):\n%s", file, rule, b)
	}
}

// startViteApp copies a fixture Vite app (these files) into a new git
// repository, links its installed node_modules and the shop's images, and
// starts its dev server; it returns the repository and the app's URL.
func startViteApp(t *testing.T, name string, files []string) (string, string) {
	t.Helper()
	repo := viteAppRepo(t, name, files)
	return repo, startVite(t, repo)
}

// viteAppRepo copies the fixture app's files into a git repository of its
// own, with its node_modules and the shop's images linked in.
func viteAppRepo(t *testing.T, name string, files []string) string {
	t.Helper()
	app, _ := filepath.Abs("../../testdata/apps/" + name)
	if _, err := os.Stat(filepath.Join(app, "node_modules", "vite")); err != nil {
		t.Fatalf("the fixture app %s is not installed (make setup runs npm ci in it): %v", name, err)
	}
	repo := t.TempDir()
	for _, f := range files {
		if out, err := exec.Command("cp", "-r", filepath.Join(app, f), filepath.Join(repo, f)).CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	gitRepo(t, repo)
	img, _ := filepath.Abs("../../testdata/site/img")
	os.MkdirAll(filepath.Join(repo, "public"), 0o755)
	for link, to := range map[string]string{"node_modules": filepath.Join(app, "node_modules"), "public/img": img} {
		if err := os.Symlink(to, filepath.Join(repo, link)); err != nil {
			t.Fatal(err)
		}
	}
	return repo
}

// TestFixSourceWritesIntoReactComponents runs fix --source against the
// React 18 fixture app under Vite (a card component rendered by a map over
// data): elements are found by React's dev source on their fibers, the
// attribute fixes land in the JSX with React's names (autoComplete) and
// alt={product.name} once in the card, the document's in index.html, and
// the project's own build passes afterwards.
func TestFixSourceWritesIntoReactComponents(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	fixReactShop(t, "react-shop", "react dev metadata", 23)
}

// TestFixSourceWritesIntoReact19Components is the same on the shop as a new
// Vite app has it today: React 19 records no _debugSource, so elements are
// found by the stack that created them, mapped through the module's source
// map; @vitejs/plugin-react 6 brings no Babel, so the JSX is parsed with
// Rolldown's parser, which comes with Vite 8. fix starts the app's dev
// server itself (--dev-server) and stops it at the end.
func TestFixSourceWritesIntoReact19Components(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	fixReactShop(t, "react19-shop", "react owner stack and source map", 26, "--dev-server", "node_modules/.bin/vite --host 127.0.0.1 --port 0 --clearScreen false")
}

// fixReactShop runs fix --source on one of the React shop fixtures and
// checks where each fix landed, that each JSX element was found by the
// React dev build's own record (via), and the build afterwards.
func fixReactShop(t *testing.T, app, via string, fixes int, devServer ...string) {
	files := []string{"package.json", "package-lock.json", "vite.config.js", "index.html", "src", ".gitignore"}
	var repo, url string
	if len(devServer) > 0 { // fix starts the dev server itself; the page is its home
		repo, url = viteAppRepo(t, app, files), "/"
	} else {
		repo, url = startViteApp(t, app, files)
	}
	rep, covered := runSourceFix(t, url, repo, repo, map[string][]string{
		"button-name": {"src/App.jsx:36"}, "link-name": {"src/App.jsx:38"}, "html-has-lang": {"index.html:2"},
		"document-title": {"index.html:3"}, "image-alt": {"src/components/ProductCard.jsx:5", "src/App.jsx:18"},
		"label": {"src/App.jsx:24", "src/App.jsx:53"}, "aa-autocomplete": {"src/App.jsx:24", "src/App.jsx:53"},
		"aa-fake-heading": {"src/App.jsx:57"}, "list": {"src/App.jsx:60"},
	}, map[string]string{
		// the cards, the list mapped over an array prop, and a field
		// used once whose words come from its label prop
		"src/components/ProductCard.jsx:5": "{product.name}", "src/App.jsx:18": "{r.name}",
	}, devServer...)
	fieldLabel := false
	for _, f := range rep.Fixes {
		fieldLabel = fieldLabel || f.RuleID == "label" && f.Location.Line == 24 && f.Value == "{label}" && f.FromData
	}
	if !fieldLabel {
		t.Errorf("the Field component used once got no aria-label={label}: %+v", rep.Fixes)
	}
	callSites := 0
	for _, f := range rep.Fixes {
		if strings.Contains(f.Location.Via, "component's use") {
			// The React 19 shop's IconLink passes its props to its <a>:
			// each use gets its own name where it is written.
			callSites++
			continue
		}
		if strings.HasSuffix(f.Location.File, ".jsx") && f.RuleID != "color-contrast" && f.Location.Via != via {
			t.Errorf("%s at %s was found by %q, not %q", f.RuleID, f.Location.File, f.Location.Via, via)
		}
	}
	if app == "react19-shop" && callSites != 2 {
		t.Errorf("the two IconLink uses got %d edits where they are used: %+v", callSites, rep.Fixes)
	}
	// The live fixes, the contrast ones in the stylesheet's rules.
	if covered != fixes || len(rep.NotPlaced) != 0 {
		t.Errorf("%d live fixes reached the source, want %d: %+v\nnot placed: %q", covered, fixes, rep.Fixes, rep.NotPlaced)
	}
	if app == "react19-shop" {
		jsx, _ := os.ReadFile(filepath.Join(repo, "src", "App.jsx"))
		link, _ := os.ReadFile(filepath.Join(repo, "src", "components", "IconLink.jsx"))
		if !strings.Contains(string(jsx), `className="cart-link" icon={`) || !strings.Contains(string(jsx), `aria-label="Cart"`) || !strings.Contains(string(jsx), `aria-label="Wishlist"`) || strings.Contains(string(link), "aria-label") {
			t.Errorf("the names belong at IconLink's two uses, not in IconLink:\n%s\n%s", jsx, link)
		}
	}
	ruleSet(t, filepath.Join(repo, "src", "shop.css"), ".price { color: #747474;")
	inlineSet(t, filepath.Join(repo, "src", "App.jsx"), `<p style=\{\{ color: '(#[0-9a-f]{6})', fontSize: '12px' \}\}>Questions\?`)
	if app == "react19-shop" {
		// A Tailwind utility's colour is swapped in the class list for an
		// arbitrary value, which Tailwind generates on the reload.
		inlineSet(t, filepath.Join(repo, "src", "App.jsx"), `<p className="text-xs text-\[(#[0-9a-f]{6})\]">Gift cards`)
		// The icon's component says what it shows (Bell), as lucide-react's
		// do: its link is named from that.
		jsx, _ := os.ReadFile(filepath.Join(repo, "src", "App.jsx"))
		if !strings.Contains(string(jsx), `<a href="#alerts" className="alerts" aria-label="Notifications"><Bell /></a>`) {
			t.Errorf("the Bell icon's link was not named Notifications:\n%s", jsx)
		}
	}
	// The ARIA the page was fixed with is written as the markup it stands
	// for, in JSX: the list's items once in the map, the heading keeping
	// its look, the words before the field its <label>.
	writesMarkup(t, filepath.Join(repo, "src", "App.jsx"), `<div key={p}`, `<li key={p} className="perk">{p}</li>`,
		`<div className="promise"><h3 style={{ font: 'inherit', margin: 0 }}>Our promise to you</h3></div>`,
		`<label htmlFor="aa-email">Email</label> <input type="email" name="email" autoComplete="email" id="aa-email" />`)
	if rep.Build != "passed" {
		t.Errorf("the app's build after the edits: %q", rep.Build)
	}
}

// TestFixSourceWritesIntoVueComponents runs fix --source against the Vue 3
// fixture app under Vite (a card component rendered with v-for): an
// element is found in the component file Vue's dev build names, by its
// markup; a value from data is written as a binding (:alt="product.name"),
// once in the card; the contrast fix changes the scoped style's rule; and
// the project's own build passes afterwards.
func TestFixSourceWritesIntoVueComponents(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	repo, url := startViteApp(t, "vue-shop", []string{"package.json", "package-lock.json", "vite.config.js", "index.html", "src", ".gitignore"})
	rep, covered := runSourceFix(t, url, repo, repo, map[string][]string{
		"button-name": {"src/App.vue:19", "src/App.vue:21"}, "link-name": {"src/App.vue:21"}, "html-has-lang": {"index.html:2"},
		"document-title": {"index.html:3"}, "image-alt": {"src/components/ProductCard.vue:9"},
		"label": {"src/App.vue:33"}, "aa-autocomplete": {"src/App.vue:33"}, "aa-fake-heading": {"src/App.vue:36"},
		"list": {"src/App.vue:39"},
	}, map[string]string{"src/components/ProductCard.vue:9": "product.name"})
	callSites := 0
	for _, f := range rep.Fixes {
		if strings.Contains(f.Location.Via, "component's use") {
			callSites++ // IconLink's root <a> takes its use's attributes
			continue
		}
		if strings.HasSuffix(f.Location.File, ".vue") && f.RuleID != "color-contrast" && !strings.HasPrefix(f.Location.Via, "vue dev metadata") {
			t.Errorf("%s at %s was not found through Vue's dev metadata: %q", f.RuleID, f.Location.File, f.Location.Via)
		}
	}
	if covered != 24 || len(rep.NotPlaced) != 0 {
		t.Errorf("%d live fixes reached the source, want 24: %+v\nnot placed: %q", covered, rep.Fixes, rep.NotPlaced)
	}
	// Vue passes the attributes a use gives to IconLink's root <a>: each
	// use gets its own name where it is written, not IconLink every name;
	// the wishlist's use sits in Toolbar's slot, and is written in App.vue,
	// as is the share button beside it (Vue puts it in Toolbar's tree).
	app, _ := os.ReadFile(filepath.Join(repo, "src", "App.vue"))
	link, _ := os.ReadFile(filepath.Join(repo, "src", "components", "IconLink.vue"))
	if callSites != 2 || !strings.Contains(string(app), `<IconLink href="/cart" class="cart-link" icon="M2 2h3l2 10h9l2-7H6" aria-label="Cart" />`) ||
		!strings.Contains(string(app), `class="wishlist-link" icon="M10 17l-6-6a4 4 0 016-5 4 4 0 016 5z" aria-label="Wishlist" />`) || strings.Contains(string(link), "aria-label") ||
		!strings.Contains(string(app), `<button type="button" class="share-btn" aria-label="Share">`) {
		t.Errorf("the names belong at IconLink's two uses (%d placed there), not in IconLink:\n%s\n%s", callSites, app, link)
	}
	writesMarkup(t, filepath.Join(repo, "src", "App.vue"), `<div v-for`, `<li v-for="p in ['Free returns', 'Plastic-free packing', 'Repairs for life']" :key="p" class="perk">{{ p }}</li>`,
		`<div class="promise"><h3 style="font:inherit;margin:0">Our promise to you</h3></div>`,
		`<label for="aa-email">Email</label> <input type="email" name="email" autocomplete="email" id="aa-email">`)
	card, _ := os.ReadFile(filepath.Join(repo, "src", "components", "ProductCard.vue"))
	if !strings.Contains(string(card), `:alt="product.name"`) {
		t.Errorf("ProductCard.vue has no :alt binding:\n%s", card)
	}
	ruleSet(t, filepath.Join(repo, "src", "components", "ProductCard.vue"), ".price { color: #747474;")
	inlineSet(t, filepath.Join(repo, "src", "App.vue"), `<p style="color: (#[0-9a-f]{6}); font-size: 12px">Questions\?`)
	// A :style binding that names a constant changes the constant, once
	// for the two paragraphs that name it; a <style module> class's rule
	// is found under its own name.
	inlineSet(t, filepath.Join(repo, "src", "App.vue"), `const noteColor = '(#[0-9a-f]{6})';`)
	inlineSet(t, filepath.Join(repo, "src", "App.vue"), `<style module>\n\.small \{ color: (#[0-9a-f]{6}); font-size: 12px; \}`)
	if rep.Build != "passed" {
		t.Errorf("the app's build after the edits: %q", rep.Build)
	}
}

// startVite starts the app's Vite dev server on 127.0.0.1 and returns the
// address it prints once it is ready.
func startVite(t *testing.T, dir string) string {
	t.Helper()
	cmd := exec.Command(filepath.Join(dir, "node_modules", ".bin", "vite"), "--host", "127.0.0.1", "--port", "0", "--clearScreen", "false")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "FORCE_COLOR=0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	sc := bufio.NewScanner(stdout)
	var seen []string
	for sc.Scan() {
		line := sc.Text()
		seen = append(seen, line)
		if i := strings.Index(line, "http://127.0.0.1:"); i >= 0 {
			go func() { // keep reading, so Vite never blocks on a full pipe
				for sc.Scan() {
				}
			}()
			return strings.TrimSpace(line[i:])
		}
	}
	t.Fatalf("Vite printed no address:\n%s", strings.Join(seen, "\n"))
	return ""
}

// A failed build is told by its error, not by the stack under it: Vite 8
// prints the error, then a page of frames and the error object's braces.
func TestBuildFailureSaysTheError(t *testing.T) {
	out := "> react19-shop@1.0.0 build\n> vite build\n\nvite v8.4.0 building client environment for production...\n✗ Build failed in 71ms\nerror during build:\n[plugin vite:prepare-out-dir]\nError: ENOENT: no such file or directory, stat '/tmp/r19/public/img'\n" +
		"    at prepareOutDir (file:///x/node_modules/vite/dist/node/chunks/node.js:34981:4)\n    at async CAC.<anonymous> (file:///x/node_modules/vite/dist/node/cli.js:1032:3) {\n  errors: [Getter/Setter]\n}\n"
	got := buildFailure(out)
	if !strings.HasSuffix(got, "Error: ENOENT: no such file or directory, stat '/tmp/r19/public/img'") || strings.Contains(got, " at ") {
		t.Errorf("buildFailure = %q", got)
	}
}

// TestAnEditThatBreaksTheBuildIsTakenOut: the project's build fails with
// one file's edit (a stylesheet or a type that names the old tag, here a
// build script that refuses an <li> in b.html) and passes without it:
// that file's fixes are taken out with the build's error, its file is
// back as it was, and the other file keeps its verified edit. A build
// that failed before the edits keeps them and says so.
func TestAnEditThatBreaksTheBuildIsTakenOut(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(rel, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, rel), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package.json", `{"name":"b","private":true,"scripts":{"build":"node build.js"}}`)
	write("build.js", `const fs = require('fs');
if (fs.existsSync('BROKEN')) { console.error('Error: broken before any edit'); process.exit(1); }
if (fs.readFileSync('views/b.html', 'utf8').includes('<li')) { console.error('Error: views/b.html: .perks > div no longer matches'); process.exit(1); }`)
	write("views/a.html", "<img src=\"a.png\">\n")
	write("views/b.html", "<ul class=\"perks\"><div>Free returns</div></ul>\n")
	ix, err := fix.IndexTemplates(dir)
	if err != nil {
		t.Fatal(err)
	}
	run := func() (string, map[string][]byte, []*fix.SourceFix) {
		tree := newWorkTree(ix)
		changed := map[string][]byte{"views/a.html": []byte("<img src=\"a.png\" alt=\"\">\n"), "views/b.html": []byte("<ul class=\"perks\"><li>Free returns</li></ul>\n")}
		if err := tree.write(changed); err != nil {
			t.Fatal(err)
		}
		fixes := []*fix.SourceFix{{Loc: fix.SourceLocation{File: "views/a.html"}, Verified: true}, {Loc: fix.SourceLocation{File: "views/b.html"}, Verified: true}}
		var out []*fix.SourceFix
		verdict, now, err := buildKeepingWhatBuilds(context.Background(), dir, tree, changed, fixes,
			func(g *fix.SourceFix) bool { return !slices.Contains(out, g) },
			func(g *fix.SourceFix, why string) { g.Verified, g.Verification = false, why; out = append(out, g) })
		if err != nil {
			t.Fatal(err)
		}
		return verdict, now, fixes
	}
	verdict, now, fixes := run()
	b, _ := os.ReadFile(filepath.Join(dir, "views", "b.html"))
	a, _ := os.ReadFile(filepath.Join(dir, "views", "a.html"))
	if !strings.HasPrefix(verdict, "passed (after taking out the edits in views/b.html") || len(now) != 1 || now["views/a.html"] == nil ||
		string(b) != "<ul class=\"perks\"><div>Free returns</div></ul>\n" || !strings.Contains(string(a), `alt=""`) {
		t.Errorf("verdict %q, files kept %v, b.html %q, a.html %q", verdict, slices.Collect(maps.Keys(now)), b, a)
	}
	if !fixes[0].Verified || fixes[1].Verified || !strings.Contains(fixes[1].Verification, "views/b.html: .perks > div no longer matches") {
		t.Errorf("fixes after the build: %+v", fixes)
	}
	// Broken before the edits: not theirs to answer for.
	write("views/b.html", "<ul class=\"perks\"><div>Free returns</div></ul>\n")
	write("views/a.html", "<img src=\"a.png\">\n")
	write("BROKEN", "")
	verdict, now, fixes = run()
	if !strings.Contains(verdict, "failed without the edits too") || len(now) != 2 || !fixes[0].Verified || !fixes[1].Verified {
		t.Errorf("a build broken before the edits: verdict %q, kept %d files, fixes %+v", verdict, len(now), fixes)
	}
}
