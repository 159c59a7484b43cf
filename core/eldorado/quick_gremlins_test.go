//go:build gremlins

package eldorado

const quick = true
