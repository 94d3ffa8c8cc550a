package skills

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	chromem "github.com/philippgille/chromem-go"
	"golang.org/x/net/publicsuffix"
)

// DefaultThreshold is the similarity a hit must exceed.
const DefaultThreshold = 0.95

// DemoteAfter consecutive failed runs demote a skill.
const DemoteAfter = 3

// Skill is a saved workflow.
type Skill struct {
	ID        string            `json:"id"`
	Task      string            `json:"task"`
	Template  string            `json:"template"`
	Verbs     []string          `json:"verbs"`
	Negated   bool              `json:"negated,omitempty"`
	Plan      []Step            `json:"plan"`
	StartURL  string            `json:"start_url"`
	Site      string            `json:"site"`
	Bindings  map[string]string `json:"example_bindings,omitempty"`
	Stats     Stats             `json:"stats"`
	Embedder  string            `json:"embedder"`
	Embedding []float32         `json:"embedding,omitempty"`
	CreatedAt time.Time         `json:"created_at"`
	UpdatedAt time.Time         `json:"updated_at"`
}

// Stats count a skill's replays.
type Stats struct {
	Successes           int       `json:"successes"`
	Failures            int       `json:"failures"`
	ConsecutiveFailures int       `json:"consecutive_failures"`
	Demoted             bool      `json:"demoted"`
	LastRun             time.Time `json:"last_run,omitzero"`
}

// Options configure a Store.
type Options struct {
	Threshold float64
	Logger    *slog.Logger
}

// Store is the persistent skills library. Each skill is one JSON file,
// written atomically (temp file, fsync, rename, fsync dir), so a crash at
// any point leaves every acknowledged save intact; chromem-go holds the
// vectors in memory for similarity search.
type Store struct {
	dir       string
	emb       Embedder
	threshold float64
	log       *slog.Logger
	readOnly  error
	lockFile  *os.File

	mu     sync.RWMutex
	skills map[string]*Skill
	byKey  map[string]string // site + "\x00" + template → id
	db     *chromem.DB
	// Two chromem collections per site: every skill of the site (to explain
	// a miss), and per action-verb set (a hit needs the same verbs, so the
	// hit path searches only those).
	cols map[string]*chromem.Collection
}

// ErrReadOnly means another process holds the store; saving is disabled.
var ErrReadOnly = errors.New("skills store is read-only")

// ErrNotFound means no skill has that id.
var ErrNotFound = errors.New("no such skill")

// DefaultDir is the per-user data directory for skills.
func DefaultDir() string {
	if v := os.Getenv("XDG_DATA_HOME"); v != "" {
		return filepath.Join(v, "accessagents", "skills")
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(os.TempDir(), "accessagents-skills")
	}
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(home, "Library", "Application Support", "accessagents", "skills")
	case "windows":
		if v := os.Getenv("LOCALAPPDATA"); v != "" {
			return filepath.Join(v, "accessagents", "skills")
		}
	}
	return filepath.Join(home, ".local", "share", "accessagents", "skills")
}

// Open loads the store in dir, re-embedding skills made by another
// embedder (or refusing, if that fails). If another process holds the
// store, it opens read-only.
func Open(ctx context.Context, dir string, emb Embedder, o Options) (*Store, error) {
	if o.Threshold == 0 {
		o.Threshold = DefaultThreshold
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if err := os.MkdirAll(filepath.Join(dir, "skills"), 0o700); err != nil {
		return nil, fmt.Errorf("skills dir: %w", err)
	}
	s := &Store{dir: dir, emb: emb, threshold: o.Threshold, log: o.Logger, skills: map[string]*Skill{},
		byKey: map[string]string{}, db: chromem.NewDB(), cols: map[string]*chromem.Collection{}}
	if err := s.lock(); err != nil {
		s.readOnly = fmt.Errorf("%w: %v; saving is disabled in this process (use another --skills-dir to save)", ErrReadOnly, err)
		s.log.Warn("skills store opened read-only", "dir", dir, "reason", err)
	}
	if err := s.load(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Close releases the store's lock.
func (s *Store) Close() error {
	if s.lockFile != nil {
		syscall.Flock(int(s.lockFile.Fd()), syscall.LOCK_UN)
		s.lockFile.Close()
		s.lockFile = nil
	}
	return nil
}

// Dir is where the store lives.
func (s *Store) Dir() string { return s.dir }

// EmbedderID names the store's embedder.
func (s *Store) EmbedderID() string { return s.emb.ID() }

func siteCol(site string) string { return "site:" + site }
func verbCol(site string, verbs []string) string {
	return "verbs:" + site + "|" + strings.Join(verbs, "+")
}

// collection returns (creating) a chromem collection; callers hold s.mu.
func (s *Store) collection(name string) (*chromem.Collection, error) {
	if c, ok := s.cols[name]; ok {
		return c, nil
	}
	noText := func(context.Context, string) ([]float32, error) {
		return nil, errors.New("skills queries pass embeddings")
	}
	c, err := s.db.CreateCollection(name, nil, noText)
	if err == nil {
		s.cols[name] = c
	}
	return c, err
}

func (s *Store) index(ctx context.Context, sk *Skill) error {
	s.skills[sk.ID] = sk
	s.byKey[sk.Site+"\x00"+sk.Template] = sk.ID
	for _, name := range []string{siteCol(sk.Site), verbCol(sk.Site, sk.Verbs)} {
		c, err := s.collection(name)
		if err != nil {
			return err
		}
		if err := c.AddDocument(ctx, chromem.Document{ID: sk.ID, Embedding: sk.Embedding, Content: sk.Template}); err != nil {
			return err
		}
	}
	return nil
}

// unindex drops a skill from the maps and its collections; callers hold s.mu.
func (s *Store) unindex(ctx context.Context, sk *Skill) error {
	delete(s.skills, sk.ID)
	delete(s.byKey, sk.Site+"\x00"+sk.Template)
	for _, name := range []string{siteCol(sk.Site), verbCol(sk.Site, sk.Verbs)} {
		if c, ok := s.cols[name]; ok {
			if err := c.Delete(ctx, nil, nil, sk.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

// Site is the key skills are scoped by: the registrable domain
// (app.linear.app → linear.app), or host:port for IPs and single-label hosts.
func Site(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", fmt.Errorf("%q is not an absolute http(s) URL", raw)
	}
	host := strings.ToLower(u.Hostname())
	if net.ParseIP(host) != nil || !strings.Contains(host, ".") {
		return u.Host, nil
	}
	if d, err := publicsuffix.EffectiveTLDPlusOne(host); err == nil {
		return d, nil
	}
	return host, nil
}

// Add saves a skill for task, or refreshes the existing skill with the same
// template on the same site (which also lifts a demotion).
func (s *Store) Add(ctx context.Context, task string, plan []Step, startURL string) (*Skill, error) {
	if s.readOnly != nil {
		return nil, s.readOnly
	}
	site, err := Site(startURL)
	if err != nil {
		return nil, fmt.Errorf("start_url: %w", err)
	}
	p := Parse(task)
	if len(p.Tokens) == 0 {
		return nil, fmt.Errorf("task %q has no content words to match on", task)
	}
	steps, err := Prepare(plan, p.Bindings)
	if err != nil {
		return nil, err
	}
	for _, slot := range PlanSlots(steps, startURL) {
		if _, ok := p.Bindings[slot]; !ok && !RunTimeSlot(slot) {
			return nil, fmt.Errorf("plan uses ${%s}, which the task does not bind (task slots: %s)", slot, slotList(p.Bindings))
		}
	}
	vec, err := s.emb.Embed(ctx, p.Template)
	if err != nil {
		return nil, fmt.Errorf("embed task: %w", err)
	}
	now := time.Now().UTC()
	sk := &Skill{Task: task, Template: p.Template, Verbs: p.Verbs, Negated: p.Negated, Plan: steps,
		StartURL: templatize(startURL, p.Bindings), Site: site, Bindings: p.Bindings, Embedder: s.emb.ID(), Embedding: vec,
		CreatedAt: now, UpdatedAt: now}
	s.mu.Lock()
	defer s.mu.Unlock()
	old := s.skills[s.byKey[site+"\x00"+p.Template]]
	if old != nil {
		sk.ID, sk.CreatedAt = old.ID, old.CreatedAt
		sk.Stats = Stats{Successes: old.Stats.Successes, Failures: old.Stats.Failures}
	} else {
		sk.ID = "sk_" + randomHex(8)
	}
	if err := s.persist(sk); err != nil {
		return nil, fmt.Errorf("save skill: %w", err)
	}
	if old != nil {
		if err := s.unindex(ctx, old); err != nil {
			return nil, err
		}
	}
	if err := s.index(ctx, sk); err != nil {
		return nil, err
	}
	return clone(sk), nil
}

func slotList(b map[string]string) string {
	if len(b) == 0 {
		return "none"
	}
	var keys []string
	for k := range b {
		keys = append(keys, "${"+k+"}")
	}
	sort.Strings(keys)
	return strings.Join(keys, ", ")
}

func clone(sk *Skill) *Skill {
	c := *sk
	c.Plan = append([]Step(nil), sk.Plan...)
	c.Embedding = nil
	return &c
}

// Get returns a skill by id.
func (s *Store) Get(id string) (*Skill, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	sk, ok := s.skills[id]
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrNotFound, id)
	}
	return clone(sk), nil
}

// Delete removes a skill.
func (s *Store) Delete(ctx context.Context, id string) error {
	if s.readOnly != nil {
		return s.readOnly
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	sk, ok := s.skills[id]
	if !ok {
		return fmt.Errorf("%w %q", ErrNotFound, id)
	}
	if err := os.Remove(filepath.Join(s.dir, "skills", id+".json")); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return s.unindex(ctx, sk)
}

// Count is the number of skills.
func (s *Store) Count() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.skills)
}

// RecordRun counts a replay; DemoteAfter consecutive failures demote the
// skill until it is saved again.
func (s *Store) RecordRun(id string, ok bool) (Stats, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sk, found := s.skills[id]
	if !found {
		return Stats{}, fmt.Errorf("%w %q", ErrNotFound, id)
	}
	sk.Stats.LastRun = time.Now().UTC()
	if ok {
		sk.Stats.Successes++
		sk.Stats.ConsecutiveFailures = 0
	} else {
		sk.Stats.Failures++
		sk.Stats.ConsecutiveFailures++
		if sk.Stats.ConsecutiveFailures >= DemoteAfter {
			sk.Stats.Demoted = true
		}
	}
	if s.readOnly == nil {
		if err := s.persist(sk); err != nil {
			return sk.Stats, err
		}
	}
	return sk.Stats, nil
}
