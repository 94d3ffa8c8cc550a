package skills

// On-disk persistence: one JSON file per skill, written atomically, loaded and
// indexed at open, with corrupt files quarantined rather than lost.

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// lock takes an advisory lock so two servers never write one store.
func (s *Store) lock() error {
	f, err := os.OpenFile(filepath.Join(s.dir, "LOCK"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return fmt.Errorf("locked by another accessagents process")
	}
	s.lockFile = f
	return nil
}

func (s *Store) load(ctx context.Context) error {
	files, err := filepath.Glob(filepath.Join(s.dir, "skills", "*"))
	if err != nil {
		return err
	}
	var reembed []*Skill
	for _, f := range files {
		if strings.HasSuffix(f, ".tmp") {
			// An interrupted save: it was never acknowledged.
			if s.readOnly == nil {
				os.Remove(f)
			}
			continue
		}
		if !strings.HasSuffix(f, ".json") {
			continue
		}
		b, err := os.ReadFile(f)
		var sk Skill
		if err == nil {
			err = json.Unmarshal(b, &sk)
		}
		if err != nil || sk.ID == "" {
			s.quarantine(f, err)
			continue
		}
		if sk.Embedder != s.emb.ID() || len(sk.Embedding) == 0 {
			reembed = append(reembed, &sk)
			continue
		}
		if err := s.index(ctx, &sk); err != nil {
			return err
		}
	}
	if len(reembed) > 0 {
		s.log.Info("re-embedding skills made by another embedder", "count", len(reembed), "from", reembed[0].Embedder, "to", s.emb.ID())
	}
	for _, sk := range reembed {
		old := sk.Embedder
		vec, err := s.emb.Embed(ctx, sk.Template)
		if err != nil {
			return fmt.Errorf("skills in %s were embedded with %q; re-embedding them with %q failed: %w (switch back to %q, or fix the endpoint)",
				s.dir, old, s.emb.ID(), err, old)
		}
		sk.Embedding, sk.Embedder = vec, s.emb.ID()
		if s.readOnly == nil {
			if err := s.persist(sk); err != nil {
				return err
			}
		}
		if err := s.index(ctx, sk); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) quarantine(path string, why error) {
	s.log.Warn("unreadable skill file set aside", "file", path, "error", why)
	if s.readOnly != nil {
		return
	}
	qdir := filepath.Join(s.dir, "quarantine")
	os.MkdirAll(qdir, 0o700)
	os.Rename(path, filepath.Join(qdir, filepath.Base(path)))
}

// persist writes one skill atomically and durably.
func (s *Store) persist(sk *Skill) error {
	b, err := json.MarshalIndent(sk, "", " ")
	if err != nil {
		return err
	}
	dir := filepath.Join(s.dir, "skills")
	final := filepath.Join(dir, sk.ID+".json")
	tmp := final + "." + randomHex(4) + ".tmp"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, final); err != nil {
		os.Remove(tmp)
		return err
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
