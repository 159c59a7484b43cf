//go:build !gremlins

package eldorado

// quick cuts the long tests (whole blocks, 150,000 units of natural play,
// 2,000 scripts per class) for mutation testing, which runs the tests once
// per mutant: `gremlins unleash --tags gremlins ./core/eldorado`.
const quick = false
