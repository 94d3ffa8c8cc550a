package guard

import (
	"context"
	"log/slog"
)

// RedactingHandler wraps h so secret values never reach the log: the
// message and every string attribute are redacted.
func RedactingHandler(h slog.Handler, s *Secrets) slog.Handler {
	if s == nil || len(s.order) == 0 {
		return h
	}
	return redacting{h, s}
}

type redacting struct {
	next slog.Handler
	s    *Secrets
}

func (r redacting) Enabled(ctx context.Context, l slog.Level) bool { return r.next.Enabled(ctx, l) }

func (r redacting) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, r.s.Redact(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(r.attr(a))
		return true
	})
	return r.next.Handle(ctx, out)
}

func (r redacting) attr(a slog.Attr) slog.Attr {
	switch a.Value.Kind() {
	case slog.KindString:
		return slog.String(a.Key, r.s.Redact(a.Value.String()))
	case slog.KindGroup:
		var as []any
		for _, g := range a.Value.Group() {
			as = append(as, r.attr(g))
		}
		return slog.Group(a.Key, as...)
	case slog.KindAny:
		return slog.String(a.Key, r.s.Redact(a.Value.String()))
	}
	return a
}

func (r redacting) WithAttrs(as []slog.Attr) slog.Handler {
	red := make([]slog.Attr, len(as))
	for i, a := range as {
		red[i] = r.attr(a)
	}
	return redacting{r.next.WithAttrs(red), r.s}
}

func (r redacting) WithGroup(name string) slog.Handler { return redacting{r.next.WithGroup(name), r.s} }
