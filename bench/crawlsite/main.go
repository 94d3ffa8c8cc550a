// Command crawlsite serves the generated crawl test site (crawl/crawltest)
// on 127.0.0.1 for benchmarks that point other tools at it, writes a list
// of its HTML pages, one URL a line, and prints the site's URL on stdout
// once it serves. With -dir it serves that folder instead and lists its
// .html files (the GDS audit corpus: -dir testdata/gds-audit). It runs
// until SIGINT or SIGTERM.
//
//	go run ./bench/crawlsite -pages 60 -urls urls.txt
//	go run ./bench/crawlsite -dir testdata/gds-audit -urls urls.txt
package main

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"github.com/accessagents/accessagents/crawl/crawltest"
)

func main() {
	pages := flag.Int("pages", 60, "pages in the URL list (at least 10): home, about, contact, categories, products and articles")
	urls := flag.String("urls", "", "write the URL list to this file (required)")
	dir := flag.String("dir", "", "serve this folder and list its .html files instead of the generated site")
	flag.Parse()
	if *urls == "" || *pages < 10 {
		fmt.Fprintln(os.Stderr, "crawlsite: need -urls FILE and -pages of at least 10")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *dir != "" {
		if err := serveDir(ctx, *dir, *urls); err != nil {
			fmt.Fprintln(os.Stderr, "crawlsite:", err)
			os.Exit(1)
		}
		return
	}
	// The site's proportions: mostly product pages (one template, the
	// same violations on each), some articles, a few categories.
	categories := max(1, *pages/10)
	articles := *pages / 5
	products := *pages - 3 - categories - articles
	site := crawltest.New(products, categories, articles, false)
	defer site.Close()
	list := []string{site.URL + "/", site.URL + "/about", site.URL + "/contact"}
	for i := 1; i <= categories; i++ {
		list = append(list, fmt.Sprintf("%s/category/%d", site.URL, i))
	}
	for i := 1; i <= products; i++ {
		list = append(list, fmt.Sprintf("%s/products/%d", site.URL, i))
	}
	for i := 1; i <= articles; i++ {
		list = append(list, fmt.Sprintf("%s/articles/%d", site.URL, i))
	}
	if err := os.WriteFile(*urls, []byte(strings.Join(list, "\n")+"\n"), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "crawlsite:", err)
		os.Exit(1)
	}
	fmt.Println(site.URL)
	<-ctx.Done()
}

// serveDir serves dir on 127.0.0.1, writes the URLs of its .html files to
// urls in path order, prints the server's URL and serves until ctx ends.
func serveDir(ctx context.Context, dir, urls string) error {
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	var list []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".html") {
			rel, _ := filepath.Rel(dir, p)
			list = append(list, srv.URL+"/"+filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		return err
	}
	sort.Strings(list)
	if err := os.WriteFile(urls, []byte(strings.Join(list, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Println(srv.URL)
	<-ctx.Done()
	return nil
}
