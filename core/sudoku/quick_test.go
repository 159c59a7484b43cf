package sudoku

import "testing"

// quick is set under mutation testing (quick_gremlins_test.go).
var quick bool

// short reports whether the long tests are cut: -short, or mutation
// testing.
func short() bool { return testing.Short() || quick }

// count returns how many units a test makes: full normally, under -short
// or under mutation testing.
func count(full, short, mutation int) int {
	switch {
	case quick:
		return mutation
	case testing.Short():
		return short
	}
	return full
}
