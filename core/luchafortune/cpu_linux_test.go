package luchafortune

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system):
// on a machine shared with other work, units per CPU second say more
// than units per wall second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
