//go:build !gremlins

package gametest

// Mutating is true under mutation testing, the build tag gremlins
// (make mutate runs `gremlins unleash --tags gremlins` with -short).
const Mutating = false
