//go:build !linux

// Package cputime measures the CPU time a process has used; outside
// Linux it is not measured.
package cputime

import "time"

// Used returns 0: the CPU time is not measured outside Linux.
func Used() time.Duration { return 0 }
