//go:build !gremlins

package luchafortune

// mutationRun is set by the build tag gremlins: mutation testing runs the
// tests once per mutant, with the samples of -short.
const mutationRun = false
