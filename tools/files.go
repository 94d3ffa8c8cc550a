package tools

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// MaxImportBytes bounds a skills bundle read from a file or sent inline.
const MaxImportBytes = 4 << 20 // 4 MiB

// ErrPathRefused is a file path outside the directories a tool may use, or
// not a regular file, or too large.
var ErrPathRefused = errors.New("path refused")

// readConfined reads a regular file of at most MaxImportBytes that lies
// inside one of roots. A relative path is taken inside roots[0]. Each root
// is opened with os.Root, so neither ".." nor a symlink can lead out of it;
// the file is opened non-blocking and checked to be regular before a byte
// is read, so a FIFO, a device (/dev/zero, /dev/stdin) or a socket can
// never hang the server.
func readConfined(path string, roots ...string) ([]byte, error) {
	return readConfinedMax(path, MaxImportBytes, roots...)
}

// readConfinedMax is readConfined with a size limit of max bytes.
func readConfinedMax(path string, max int64, roots ...string) ([]byte, error) {
	root, rel, err := within(path, roots)
	if err != nil {
		return nil, err
	}
	r, err := os.OpenRoot(root)
	if err != nil {
		return nil, fmt.Errorf("%w: open %s: %v", ErrPathRefused, root, err)
	}
	defer r.Close()
	f, err := r.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%w: %s does not exist in %s", ErrPathRefused, rel, root)
		}
		return nil, fmt.Errorf("%w: %s: %v (symlinks may not point outside %s)", ErrPathRefused, path, unwrapPath(err), root)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrPathRefused, path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: %s is a %s, not a regular file", ErrPathRefused, path, fileKind(st.Mode()))
	}
	if st.Size() > max {
		return nil, fmt.Errorf("%w: %s is %d bytes; the limit is %d", ErrPathRefused, path, st.Size(), max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("%w: read %s: %v", ErrPathRefused, path, err)
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%w: %s grew past the %d-byte limit while being read", ErrPathRefused, path, max)
	}
	return b, nil
}

// within finds the root path lies in and the path relative to it.
func within(path string, roots []string) (root, rel string, err error) {
	if strings.ContainsRune(path, 0) {
		return "", "", fmt.Errorf("%w: the path contains a NUL byte", ErrPathRefused)
	}
	if !filepath.IsAbs(path) {
		return roots[0], filepath.Clean(path), nil
	}
	clean := filepath.Clean(path)
	for _, root := range roots {
		abs, err := filepath.Abs(root)
		if err != nil {
			continue
		}
		if r, err := filepath.Rel(abs, clean); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return abs, r, nil
		}
	}
	return "", "", fmt.Errorf("%w: %s is outside the directories this tool may read (%s); copy the file there, or pass the bundle inline",
		ErrPathRefused, path, strings.Join(roots, ", "))
}

// writeConfined creates dir/name inside root (os.Root: no escape through
// a symlinked dir) and writes data to it.
func writeConfined(root, dir, name string, data []byte) (string, error) {
	if err := os.MkdirAll(root, 0o755); err != nil {
		return "", err
	}
	r, err := os.OpenRoot(root)
	if err != nil {
		return "", err
	}
	defer r.Close()
	if err := r.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	rel := filepath.Join(dir, name)
	f, err := r.OpenFile(rel, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return "", err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	return filepath.Join(root, rel), nil
}

func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "directory"
	case m&fs.ModeNamedPipe != 0:
		return "named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0:
		return "character device"
	case m&fs.ModeDevice != 0:
		return "device"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeSymlink != 0:
		return "symlink"
	}
	return "special file"
}

// unwrapPath drops os.PathError's own path (we name it ourselves).
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
