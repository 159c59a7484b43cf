//go:build gremlins

package luchafortune

// mutationRun: see quick_test.go.
const mutationRun = true
