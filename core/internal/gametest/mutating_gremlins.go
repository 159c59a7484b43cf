//go:build gremlins

package gametest

// Mutating: see mutating.go.
const Mutating = true
