// Command crawlsite serves the generated crawl test site (crawl/crawltest)
// on 127.0.0.1 for benchmarks that point other tools at it, writes a list
// of its HTML pages, one URL a line, and prints the site's URL on stdout
// once it serves. It runs until SIGINT or SIGTERM.
//
//	go run ./bench/crawlsite -pages 60 -urls urls.txt
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/accessagents/accessagents/crawl/crawltest"
)

func main() {
	pages := flag.Int("pages", 60, "pages in the URL list (at least 10): home, about, contact, categories, products and articles")
	urls := flag.String("urls", "", "write the URL list to this file (required)")
	flag.Parse()
	if *urls == "" || *pages < 10 {
		fmt.Fprintln(os.Stderr, "crawlsite: need -urls FILE and -pages of at least 10")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
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
