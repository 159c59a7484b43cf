package sqlite_test

import (
	"path/filepath"
	"testing"

	"revela/web/store"
	"revela/web/store/sqlite"
	"revela/web/store/storetest"
)

// TestStore runs the store suite on SQLite.
func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T, opt storetest.Options) store.Store {
		o := sqlite.Options{Tables: opt.Tables, Compose: opt.Compose}
		if opt.Compose != nil {
			o.Ahead = -1 // the suite's composers break and mend over time
		}
		return open(t, filepath.Join(t.TempDir(), "suite.db"), o)
	})
}
