package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

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

// TestFixSourceWritesVerifiedFixesIntoTemplates runs `accessagents fix
// --source` against the fixture app (Go templates, a product partial
// rendered in a range loop): every fix lands in the template that renders
// its element, once for the loop, from the template's data where each
// product needs its own value; the app serves the fixed page; nothing a
// person can operate is lost; and source.patch applies with git apply to a
// clean checkout and gives the same files.
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
	out := t.TempDir()
	stdout, stderr, code := runBin(t, "fix", url, "--out", out, "--source", templates)
	if code != 1 { // the staff pick image is for a person
		t.Fatalf("fix --source exit %d\n%s\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, "source: ") {
		t.Errorf("no source summary:\n%s", stdout)
	}
	var rep struct {
		Fixes []struct {
			Location struct {
				File string `json:"file"`
				Line int    `json:"line"`
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
	}
	b, err := os.ReadFile(filepath.Join(out, "source.json"))
	if err != nil || json.Unmarshal(b, &rep) != nil {
		t.Fatalf("source.json: %v\n%s", err, b)
	}
	// Where each rule's element is written, read off the fixture by hand.
	want := map[string]string{
		"button-name": "layout.html:27", "link-name": "layout.html:29", "html-has-lang": "layout.html:2",
		"document-title": "layout.html:3", "image-alt": "product.html:2", "label": "index.html:10",
		"aa-autocomplete": "index.html:10",
	}
	var manifest struct {
		Fixes []struct {
			ID string `json:"fix_id"`
		} `json:"fixes"`
	}
	if b, err := os.ReadFile(filepath.Join(out, "manifest.json")); err != nil || json.Unmarshal(b, &manifest) != nil {
		t.Fatalf("manifest.json: %v", err)
	}
	covered := 0
	for _, f := range rep.Fixes {
		at := f.Location.File + ":" + strconv.Itoa(f.Location.Line)
		if w, ok := want[f.RuleID]; ok && at != w {
			t.Errorf("%s located at %s, the fixture writes it at %s", f.RuleID, at, w)
		}
		if !f.Verified {
			t.Errorf("%s at %s did not verify after the reload", f.RuleID, at)
		}
		covered += len(f.FixIDs)
		if f.RuleID == "image-alt" && (f.Instances != 3 || !f.FromData || f.Value != "{{.Name}}") {
			t.Errorf("the product images: %d instances, value %q (from data %v); want one edit for the three, alt from {{.Name}}", f.Instances, f.Value, f.FromData)
		}
		if f.RuleID == "document-title" && f.Review == "" {
			t.Error("a title written into the shared layout is not flagged for review")
		}
	}
	if covered != len(manifest.Fixes) || len(rep.NotPlaced) != 0 {
		t.Errorf("%d of %d live fixes reached the templates; not placed: %q", covered, len(manifest.Fixes), rep.NotPlaced)
	}
	if rep.Interactive[0] == 0 || rep.Interactive[1] != rep.Interactive[0] {
		t.Errorf("interactive elements before and after: %v", rep.Interactive)
	}
	product, _ := os.ReadFile(filepath.Join(templates, "product.html"))
	if strings.Count(string(product), `alt="{{.Name}}"`) != 1 {
		t.Errorf("product.html:\n%s", product)
	}
	// The app, serving the edited templates, leaves only the staff pick.
	res, _, _ := runBin(t, "audit", url, "--format", "json")
	var after struct {
		TotalViolations int `json:"total_violations"`
		Violations      []struct {
			RuleID string `json:"rule_id"`
		} `json:"violations"`
	}
	if json.Unmarshal([]byte(res), &after) != nil || after.TotalViolations != 1 || after.Violations[0].RuleID != "image-alt" {
		t.Errorf("audit of the app after the source fixes:\n%.600s", res)
	}
	// The patch applies to a clean checkout and gives the same files.
	clean := filepath.Join(t.TempDir(), "clean")
	if o, err := exec.Command("git", "clone", "-q", repo, clean).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, o)
	}
	if o, err := exec.Command("git", "-C", clean, "apply", filepath.Join(out, "source.patch")).CombinedOutput(); err != nil {
		t.Fatalf("git apply source.patch on a clean checkout: %v\n%s", err, o)
	}
	for _, f := range []string{"layout.html", "index.html", "product.html"} {
		a, _ := os.ReadFile(filepath.Join(templates, f))
		b, _ := os.ReadFile(filepath.Join(clean, "templates", f))
		if string(a) != string(b) {
			t.Errorf("%s: the patched checkout differs from the working tree", f)
		}
	}
}
