// Command gotemplate-shop is a fixture app for accessagents fix --source: a
// small shop whose pages are Go html/template files, read again on every
// request as a development server does, so a template edit shows on the
// next load. It prints its address on its first line of output.
//
//	go run ./testdata/apps/gotemplate-shop -templates testdata/apps/gotemplate-shop/templates
package main

import (
	"flag"
	"fmt"
	"html/template"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

type product struct{ Slug, Name, Price string }

var products = []product{
	{"blue-ceramic-mug", "Blue ceramic mug", "$18.00"},
	{"linen-tote-bag", "Linen tote bag", "$32.00"},
	{"walnut-desk-lamp", "Walnut desk lamp", "$89.00"},
}

var perks = []string{"Free returns", "Plastic-free packing", "Repairs for life"}

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on")
	dir := flag.String("templates", "templates", "the templates directory (read on every request)")
	static := flag.String("static", "", "directory served at /img/ (default: the repository's testdata/site/img)")
	flag.Parse()
	if *static == "" {
		*static = filepath.Join(*dir, "..", "..", "..", "site", "img")
	}
	mux := http.NewServeMux()
	mux.Handle("/img/", http.StripPrefix("/img/", http.FileServer(http.Dir(*static))))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		t, err := template.ParseGlob(filepath.Join(*dir, "*.html"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if err := t.ExecuteTemplate(w, "layout", map[string]any{"Products": products, "Perks": perks}); err != nil {
			log.Print(err)
		}
	})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.Serve(ln))
}
