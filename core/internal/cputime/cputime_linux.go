// Package cputime measures the CPU time a process has used, for the
// benchmarks of the rules cores: on a machine shared with other work,
// units per CPU second say more than units per wall second.
package cputime

import (
	"syscall"
	"time"
)

// Used returns the CPU time the process has used (user and system, the
// garbage collector's included), or 0 when it cannot be read.
func Used() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
