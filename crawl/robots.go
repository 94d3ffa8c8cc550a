package crawl

import (
	"bufio"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Robots is the part of a robots.txt that applies to this crawler: the
// group for its user agent, else the "*" group.
type Robots struct {
	rules      []robotsRule
	CrawlDelay time.Duration
	Sitemaps   []string
}

type robotsRule struct {
	allow   bool
	pattern string
	re      *regexp.Regexp
}

// UserAgent is the product token robots.txt groups are matched against.
const UserAgent = "accessagents"

// ParseRobots reads a robots.txt (RFC 9309): the most specific matching
// group wins; within it the longest matching rule, Allow on a tie.
func ParseRobots(r io.Reader) *Robots {
	type group struct {
		agents []string
		rules  []robotsRule
		delay  time.Duration
	}
	var groups []*group
	var cur *group
	lastWasAgent := false
	out := &Robots{}
	sc := bufio.NewScanner(io.LimitReader(r, 512<<10))
	for sc.Scan() {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		k, v = strings.ToLower(strings.TrimSpace(k)), strings.TrimSpace(v)
		switch k {
		case "user-agent":
			if !lastWasAgent || cur == nil {
				cur = &group{}
				groups = append(groups, cur)
			}
			cur.agents = append(cur.agents, strings.ToLower(v))
			lastWasAgent = true
			continue
		case "allow", "disallow":
			if cur != nil && v != "" {
				cur.rules = append(cur.rules, robotsRule{allow: k == "allow", pattern: v, re: robotsPattern(v)})
			}
		case "crawl-delay":
			if f, err := strconv.ParseFloat(v, 64); err == nil && cur != nil && f > 0 {
				cur.delay = time.Duration(f * float64(time.Second))
			}
		case "sitemap":
			out.Sitemaps = append(out.Sitemaps, v)
		}
		lastWasAgent = false
	}
	var star, mine *group
	for _, g := range groups {
		for _, a := range g.agents {
			switch {
			case a == "*" && star == nil:
				star = g
			case a != "*" && strings.Contains(UserAgent, a) && mine == nil:
				mine = g
			}
		}
	}
	if mine == nil {
		mine = star
	}
	if mine != nil {
		out.rules, out.CrawlDelay = mine.rules, mine.delay
	}
	return out
}

// robotsPattern turns a robots path pattern (* any run, $ end) into a regexp.
func robotsPattern(p string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^")
	for i, c := range p {
		switch {
		case c == '*':
			b.WriteString(".*")
		case c == '$' && i == len(p)-1:
			b.WriteString("$")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	return regexp.MustCompile(b.String())
}

// Allowed reports whether the path (with its query) may be fetched.
func (r *Robots) Allowed(pathQuery string) bool {
	if r == nil {
		return true
	}
	best, allow := -1, true
	for _, rule := range r.rules {
		if !rule.re.MatchString(pathQuery) {
			continue
		}
		if n := len(rule.pattern); n > best || (n == best && rule.allow) {
			best, allow = n, rule.allow
		}
	}
	return allow
}
