//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package sqlite

import "os"

// lockFile takes no lock on this platform: the database file is not
// protected against a second server (docs/server.md). It returns nil.
func lockFile(lockPath, dbPath string) (*os.File, error) { return nil, nil }
