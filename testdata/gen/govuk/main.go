// Command govuk extracts the precision corpus in testdata/govuk-frontend
// from the govuk-frontend npm package: the published examples of every
// component (the fixtures not marked hidden, which are the ones the GOV.UK
// Design System shows), with the package's built stylesheet and script, so
// that the audit can be run on accessible components this team did not
// write.
//
//	npm pack govuk-frontend@6.6.0 && tar xzf govuk-frontend-6.6.0.tgz
//	go run ./testdata/gen/govuk -pkg package -out testdata/govuk-frontend
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

type fixture struct {
	Name   string `json:"name"`
	Hidden bool   `json:"hidden"`
	HTML   string `json:"html"`
}

// Example is one published example of one component.
type Example struct {
	Component string `json:"component"`
	Name      string `json:"name"`
	HTML      string `json:"html"`
}

func main() {
	pkg := flag.String("pkg", "package", "the unpacked govuk-frontend npm package")
	out := flag.String("out", "testdata/govuk-frontend", "output directory")
	flag.Parse()
	if err := run(*pkg, *out); err != nil {
		fmt.Fprintln(os.Stderr, "govuk:", err)
		os.Exit(1)
	}
}

func run(pkg, out string) error {
	files, err := filepath.Glob(filepath.Join(pkg, "dist", "govuk", "components", "*", "fixtures.json"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no fixtures.json under %s: %v", pkg, err)
	}
	var examples []Example
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var doc struct {
			Component string    `json:"component"`
			Fixtures  []fixture `json:"fixtures"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		comp := doc.Component
		if comp == "" {
			comp = filepath.Base(filepath.Dir(f))
		}
		for _, fx := range doc.Fixtures {
			if !fx.Hidden {
				examples = append(examples, Example{Component: comp, Name: fx.Name, HTML: fx.HTML})
			}
		}
	}
	sort.SliceStable(examples, func(i, j int) bool { return examples[i].Component < examples[j].Component })
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(examples); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "examples.json"), buf.Bytes(), 0o644); err != nil {
		return err
	}
	for _, name := range []string{"govuk-frontend.min.css", "govuk-frontend.min.js"} {
		b, err := os.ReadFile(filepath.Join(pkg, "dist", "govuk", name))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%d examples from %d components\n", len(examples), len(files))
	return nil
}
