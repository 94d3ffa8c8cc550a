package guard

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

// Secrets are values from a dotenv file: ${NAME} in typed text is filled
// from them, and their values are redacted from everything the server
// returns, logs or stores.
type Secrets struct {
	values map[string]string
	order  []string // longest value first, so overlapping values redact fully
}

var placeholderRE = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// LoadSecrets reads KEY=value lines (# comments, optional quotes, export).
func LoadSecrets(path string) (*Secrets, error) {
	s := &Secrets{values: map[string]string{}}
	if path == "" {
		return s, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--secrets: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		line = strings.TrimPrefix(line, "export ")
		k, v, ok := strings.Cut(line, "=")
		k = strings.TrimSpace(k)
		if !ok || !regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`).MatchString(k) {
			return nil, fmt.Errorf("--secrets %s line %d: want NAME=value", path, n)
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
			v = v[1 : len(v)-1]
		}
		s.values[k] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for k, v := range s.values {
		if len(v) >= 4 { // redacting tiny values would shred ordinary text
			s.order = append(s.order, k)
		}
	}
	sort.Slice(s.order, func(i, j int) bool { return len(s.values[s.order[i]]) > len(s.values[s.order[j]]) })
	return s, nil
}

// Names lists the secrets' names (never their values).
func (s *Secrets) Names() []string {
	var out []string
	for k := range s.values {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Fill replaces ${NAME} with the secret's value; unknown names are left.
func (s *Secrets) Fill(text string) (string, []string) {
	var used []string
	out := placeholderRE.ReplaceAllStringFunc(text, func(m string) string {
		name := m[2 : len(m)-1]
		if v, ok := s.values[name]; ok {
			used = append(used, name)
			return v
		}
		return m
	})
	return out, used
}

// Redact replaces every secret value in text with [REDACTED:NAME].
func (s *Secrets) Redact(text string) string {
	if s == nil {
		return text
	}
	for _, k := range s.order {
		if v := s.values[k]; strings.Contains(text, v) {
			text = strings.ReplaceAll(text, v, "[REDACTED:"+k+"]")
		}
	}
	return text
}

// Templatize turns secret values back into ${NAME} (for skills).
func (s *Secrets) Templatize(text string) string {
	if s == nil {
		return text
	}
	for _, k := range s.order {
		text = strings.ReplaceAll(text, s.values[k], "${"+k+"}")
	}
	return text
}
