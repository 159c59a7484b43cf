//go:build gremlins

package sudoku

// Under mutation testing (gremlins unleash --tags gremlins) the long tests
// run as with -short, so that each mutant's test run takes seconds.
func init() { quick = true }
