package guard

import (
	"bufio"
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Secrets are values from a dotenv file: ${NAME} in typed text is filled
// from them, and their values are redacted from everything the server
// returns, logs or stores. A secret may be bound to origins
// (NAME@https://app.example.com,https://sso.example.com=value); a bound
// secret is only ever filled into a field whose document has one of them.
type Secrets struct {
	values  map[string]string
	origins map[string][]string // bound secrets only
	order   []string            // longest value first, so overlapping values redact fully
}

// MinSecretLen is the shortest value accepted: shorter values cannot be
// redacted without shredding ordinary text ("abc" occurs everywhere).
const MinSecretLen = 4

// ErrSecretOrigin refuses to fill a bound secret on another origin.
var ErrSecretOrigin = errors.New("secret is bound to other origins")

// SecretOriginError says which secret was refused where.
type SecretOriginError struct {
	Name, Origin string
	Allowed      []string
}

func (e *SecretOriginError) Error() string {
	return fmt.Sprintf("%v: ${%s} may only be typed on %s, and this field is on %s; it was not typed. "+
		"Category: secret binding. Only the operator can change it, by editing the origins in the --secrets file (NAME@https://origin=value)",
		ErrSecretOrigin, e.Name, strings.Join(e.Allowed, ", "), e.Origin)
}

func (e *SecretOriginError) Unwrap() error { return ErrSecretOrigin }

var (
	placeholderRE = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)
	secretNameRE  = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// LoadSecrets reads NAME=value or NAME@origin[,origin]=value lines
// (# comments, optional quotes, export). A value shorter than MinSecretLen
// is an error naming the secret.
func LoadSecrets(path string) (*Secrets, error) {
	s := &Secrets{values: map[string]string{}, origins: map[string][]string{}}
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
		k, bound, isBound := strings.Cut(k, "@")
		if !ok || !secretNameRE.MatchString(k) {
			return nil, fmt.Errorf("--secrets %s line %d: want NAME=value or NAME@https://origin=value", path, n)
		}
		if isBound {
			origins, err := parseOrigins(bound)
			if err != nil {
				return nil, fmt.Errorf("--secrets %s line %d (%s): %w", path, n, k, err)
			}
			s.origins[k] = origins
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
			v = v[1 : len(v)-1]
		}
		if len(v) < MinSecretLen {
			return nil, fmt.Errorf("--secrets %s line %d: secret %s is %d characters; values shorter than %d cannot be redacted safely — use a longer value or remove it",
				path, n, k, len(v), MinSecretLen)
		}
		s.values[k] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for k := range s.values {
		s.order = append(s.order, k)
	}
	sort.Slice(s.order, func(i, j int) bool { return len(s.values[s.order[i]]) > len(s.values[s.order[j]]) })
	return s, nil
}

// parseOrigins reads "https://a.example,https://b.example:8443".
func parseOrigins(list string) ([]string, error) {
	var out []string
	for _, raw := range strings.Split(list, ",") {
		raw = strings.TrimSpace(raw)
		o, err := Origin(raw)
		if err != nil || strings.TrimRight(raw, "/") != o {
			return nil, fmt.Errorf("%q is not an origin; write scheme://host[:port] with nothing after it, e.g. https://app.example.com", raw)
		}
		out = append(out, o)
	}
	return out, nil
}

// Origin returns scheme://host[:port] of an http(s) URL, lower-cased and
// without a default port, as browsers serialise origins.
func Origin(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("%q is not an http(s) URL", raw)
	}
	host := strings.ToLower(u.Hostname())
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	port := u.Port()
	if port == "" || (u.Scheme == "http" && port == "80") || (u.Scheme == "https" && port == "443") {
		return u.Scheme + "://" + host, nil
	}
	return u.Scheme + "://" + host + ":" + port, nil
}

// Unbound lists secrets that may be filled on any origin.
func (s *Secrets) Unbound() []string {
	var out []string
	for k := range s.values {
		if _, ok := s.origins[k]; !ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Bound reports a secret's origins (nil when it is unbound).
func (s *Secrets) Bound(name string) []string { return s.origins[name] }

// FillFor replaces ${NAME} with the secret's value for a field in a frame
// at frameURL ("" when the frame is unknown, e.g. typing at coordinates).
// A bound secret anywhere but its origins is a *SecretOriginError and
// nothing is filled; unknown names are left as they are.
func (s *Secrets) FillFor(frameURL, text string) (string, []string, error) {
	if s == nil {
		return text, nil, nil
	}
	for _, m := range placeholderRE.FindAllStringSubmatch(text, -1) {
		allowed, bound := s.origins[m[1]]
		if _, known := s.values[m[1]]; !known || !bound {
			continue
		}
		origin, err := Origin(frameURL)
		if err != nil {
			origin = "an unverifiable frame (" + frameURL + ")"
			if frameURL == "" {
				origin = "a field given by coordinates, whose frame cannot be verified (use a selector or ref)"
			}
		}
		if err != nil || !slices.Contains(allowed, origin) {
			return "", nil, &SecretOriginError{Name: m[1], Origin: origin, Allowed: allowed}
		}
	}
	out, used := s.Fill(text)
	return out, used, nil
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
// It does not check origins: typing goes through FillFor.
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
