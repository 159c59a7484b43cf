package sudoku

import "testing"

// quick is set under mutation testing (quick_gremlins_test.go).
var quick bool

// short reports whether the long tests are cut: -short, or mutation
// testing.
func short() bool { return testing.Short() || quick }
