package crawl

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// JournalName is the append-only log in the output directory that makes a
// crawl resumable: every queued URL and every finished page, one JSON
// object a line. Re-running with the same --out replays it.
const JournalName = "crawl.journal"

// Page statuses recorded per URL.
const (
	StatusScanned         = "scanned"
	StatusHTTPError       = "http_error"
	StatusNotHTML         = "not_html"
	StatusUnreachable     = "unreachable"
	StatusTimeout         = "timeout"
	StatusRedirectLoop    = "redirect_loop"
	StatusRedirectOffsite = "redirect_offsite"
	StatusDuplicate       = "redirect_duplicate"
	StatusTrap            = "trap"
	StatusRobots          = "robots_disallowed"
	StatusBlocked         = "blocked"
	StatusScanError       = "scan_error"
	StatusLoginWall       = "login_wall"
)

// Record is one URL's outcome, as journaled and as listed in site.json.
type Record struct {
	Seq        int    `json:"seq"`
	URL        string `json:"url"`
	FinalURL   string `json:"final_url,omitempty"`
	Depth      int    `json:"depth"`
	Status     string `json:"status"`
	HTTPStatus int    `json:"http_status,omitempty"`
	// ContentType is a not_html answer's Content-Type.
	ContentType string         `json:"content_type,omitempty"`
	Detail      string         `json:"detail,omitempty"`
	Title       string         `json:"title,omitempty"`
	Score       int            `json:"score,omitempty"`
	Counts      finding.Counts `json:"counts"`
	File        string         `json:"file,omitempty"`
	Attempts    int            `json:"attempts,omitempty"`
	DurationMs  int64          `json:"duration_ms"`
	// Timings are the page's scan, phase by phase (a scanned page only);
	// DurationMs holds the crawl's own fetch and waits as well.
	Timings *audit.Timings `json:"timings,omitempty"`
}

// queued is a URL waiting for a visit.
type queued struct {
	URL   string `json:"url"`
	Depth int    `json:"depth"`
}

type journalLine struct {
	Q *queued `json:"q,omitempty"`
	D *Record `json:"d,omitempty"`
}

// journal appends lines to the journal file.
type journal struct {
	f *os.File
	w *bufio.Writer
}

func openJournal(dir string) (*journal, error) {
	f, err := os.OpenFile(filepath.Join(dir, JournalName), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	return &journal{f: f, w: bufio.NewWriter(f)}, nil
}

func (j *journal) add(l journalLine) error {
	b, err := json.Marshal(l)
	if err != nil {
		return err
	}
	j.w.Write(b)
	return j.w.WriteByte('\n')
}

// flush pushes buffered lines to the file: after each finished page, so an
// interrupt loses at most the pages in flight.
func (j *journal) flush() error { return j.w.Flush() }

func (j *journal) close() error {
	err := j.w.Flush()
	return errors.Join(err, j.f.Close())
}

// readJournal calls fn for each line of the journal in dir; a missing
// journal is an empty one, and a torn last line (killed mid-write) is
// ignored.
func readJournal(dir string, fn func(journalLine) error) error {
	f, err := os.Open(filepath.Join(dir, JournalName))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	r := bufio.NewReader(f)
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if err == io.EOF {
			return nil // a line without its newline was torn by a kill
		}
		if err != nil {
			return err
		}
		var l journalLine
		if jerr := json.Unmarshal(line, &l); jerr != nil {
			return fmt.Errorf("%s line %d: %w", JournalName, n, jerr)
		}
		if err := fn(l); err != nil {
			return err
		}
	}
}

// Records calls fn with every finished page of the crawl in dir, in the
// order they finished, reading the journal as a stream.
func Records(dir string, fn func(Record) error) error {
	return readJournal(dir, func(l journalLine) error {
		if l.D != nil {
			return fn(*l.D)
		}
		return nil
	})
}
