package gametest

import "testing"

// Short reports whether the long tests are cut to samples: under
// go test -short, and under mutation testing (make mutate: the build tag
// gremlins), which runs a package's tests once per mutant.
func Short() bool { return testing.Short() || Mutating }

// Count is how many units a test makes: full in a normal run, short under
// -short, mutation under mutation testing (smaller still, where a sample
// of -short would take each mutant's run past seconds).
func Count(full, short, mutation int) int {
	switch {
	case Mutating:
		return mutation
	case testing.Short():
		return short
	}
	return full
}
