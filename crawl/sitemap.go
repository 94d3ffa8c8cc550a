package crawl

import (
	"encoding/xml"
	"io"
)

// maxSitemapBytes bounds one sitemap document (the protocol's limit is 50 MB).
const maxSitemapBytes = 50 << 20

// ParseSitemap reads a sitemap or a sitemap index. It streams the XML, so a
// 50,000-URL sitemap costs only the URLs it yields: pages for a urlset,
// child sitemaps for a sitemapindex.
func ParseSitemap(r io.Reader, page func(loc string), child func(loc string)) error {
	dec := xml.NewDecoder(io.LimitReader(r, maxSitemapBytes))
	var inIndex bool
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "sitemapindex":
			inIndex = true
		case "loc":
			var loc string
			if err := dec.DecodeElement(&loc, &se); err != nil {
				return err
			}
			if inIndex {
				child(loc)
			} else {
				page(loc)
			}
		}
	}
}
