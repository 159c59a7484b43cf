//go:build !linux

package luchafortune

import "time"

// cpuTime is not measured outside Linux.
func cpuTime() time.Duration { return 0 }
