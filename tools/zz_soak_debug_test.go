package tools

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestZZSoakSubset(t *testing.T) {
	corpus := newSoakCorpus(t, soakPages)
	c := connect(t, testMCP)
	for _, f := range strings.Split(os.Getenv("SOAK_PAGES"), ",") {
		i, _ := strconv.Atoi(f)
		t0 := time.Now()
		res := call(t, c, "audit_scan_url", map[string]any{"url": corpus.urls()[i], "page_size": 50})
		t.Logf("page %d %s: %s error=%v %s", i, corpus.patternOf(i), time.Since(t0), res.IsError, firstLineOf(text(res)))
	}
}
