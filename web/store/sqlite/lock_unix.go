//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package sqlite

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockFile takes an exclusive advisory lock (flock) on the file lockPath,
// created when needed, without waiting: another process (or another Open
// in this one) holding it makes it fail with an error wrapping ErrInUse.
// The lock lasts until the returned file is closed, or the process ends
// (a killed server leaves no stale lock).
func lockFile(lockPath, dbPath string) (*os.File, error) {
	f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("opening the lock file: %w", err)
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, &inUseError{db: dbPath, lock: lockPath}
		}
		return nil, fmt.Errorf("locking %s: %w", lockPath, err)
	}
	return f, nil
}
