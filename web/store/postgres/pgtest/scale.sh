#!/bin/sh
# scale.sh: the load figures of docs/scale.md in one command: revela-load against 1 and then
# 3 `revela serve` processes on one PostgreSQL database (durable commits:
# synchronous_commit=on), closed loop and a fixed rate, with the machine's load (uptime)
# beside each figure; then 1 and 3 processes again, each held to CAP cores by a cgroup of its
# own, as on machines of their own (skipped, saying so, where no cgroup can be made); then one
# process on SQLite (--sync FULL) for comparison. Run from the repository's root:
#
#     web/store/postgres/pgtest/scale.sh            # or: make scale
#
# Environment: REVELA_PG_URL (default postgres://postgres@127.0.0.1:5432/test?sslmode=disable;
# the schema revela_load is dropped and created again), DURATION (10s), WORKERS (64 in all),
# RATE (500/s in all), PORT (18610: the processes listen on PORT+1 to PORT+3), OUT (out/scale:
# the servers' logs), CAP (0.25 cores per process; 0: no capped runs), SQLITE (0: PostgreSQL
# only). Needs psql and curl; the capped runs need a writable cgroup file system (root).
set -eu
PG=${REVELA_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
DURATION=${DURATION:-10s}
WORKERS=${WORKERS:-64}
RATE=${RATE:-500}
PORT=${PORT:-18610}
OUT=${OUT:-out/scale}
CAP=${CAP:-0.25}
mkdir -p "$OUT" bin
go build -o bin/revela ./cmd/revela
go build -o bin/revela-load ./cmd/revela-load
case $PG in *\?*) URL="$PG&search_path=revela_load" ;; *) URL="$PG?search_path=revela_load" ;; esac

pids=""
groups=""
stop() {
	for p in $pids; do kill "$p" 2>/dev/null || true; done
	for p in $pids; do wait "$p" 2>/dev/null || true; done
	pids=""
	for g in $groups; do rmdir "$g" 2>/dev/null || true; done
	groups=""
}
trap stop EXIT INT TERM

# cgroup I: makes (or finds) a cgroup for process I held to $CAP cores and prints its folder;
# fails, printing nothing, where none can be made. cgroup v2 (cpu.max), else v1 (cfs quota).
cgroup() {
	us=$(awk -v c="$CAP" 'BEGIN { printf "%d", c * 100000 }')
	[ "$us" -gt 0 ] || return 1
	g=/sys/fs/cgroup/revela-scale-$1
	if grep -qw cpu /sys/fs/cgroup/cgroup.controllers 2>/dev/null && mkdir -p "$g" 2>/dev/null &&
		echo "$us 100000" >"$g/cpu.max" 2>/dev/null; then
		echo "$g"
		return 0
	fi
	g=/sys/fs/cgroup/cpu/revela-scale-$1
	if mkdir -p "$g" 2>/dev/null && echo 100000 >"$g/cpu.cfs_period_us" 2>/dev/null &&
		echo "$us" >"$g/cpu.cfs_quota_us" 2>/dev/null; then
		echo "$g"
		return 0
	fi
	return 1
}

# serve N DB LABEL [ARGS]: starts N processes on DB (logs named by LABEL), and waits until
# each answers /healthz. With CAPPED=1, each process runs in its own cgroup (cgroup above).
serve() {
	n=$1 db=$2 label=$3
	shift 3
	for i in $(seq 1 "$n"); do
		g=""
		if [ "${CAPPED:-0}" = 1 ]; then
			g=$(cgroup "$i")
			groups="$groups $g"
		fi
		# The shell moves itself into the cgroup, then becomes the server (exec).
		sh -c '[ -z "$1" ] || echo $$ >"$1/cgroup.procs"; shift; exec "$@"' sh "$g" \
			bin/revela serve --demo --player-rate 0 --sale-rate 0 --address-sale-rate 0 --addr "127.0.0.1:$((PORT + i))" \
			--db "$db" "$@" >"$OUT/serve-$label-$n-$i.log" 2>&1 &
		pids="$pids $!"
	done
	for i in $(seq 1 "$n"); do
		t=0
		until curl -sf "http://127.0.0.1:$((PORT + i))/healthz" >/dev/null; do
			t=$((t + 1))
			if [ $t -gt 600 ]; then echo "scale.sh: process $i did not start (see $OUT)"; exit 1; fi
			sleep 0.5
		done
	done
}

# load N WHAT ARGS...: revela-load against each of the N processes at once, with ARGS.
load() {
	n=$1 what=$2
	shift 2
	echo "== $what, uptime:$(uptime | sed 's/.*load average//')"
	lp=""
	for i in $(seq 1 "$n"); do
		bin/revela-load --addr "127.0.0.1:$((PORT + i))" --duration "$DURATION" "$@" >"$OUT/load-$i.txt" 2>&1 &
		lp="$lp $!"
	done
	for p in $lp; do wait "$p" || true; done
	for i in $(seq 1 "$n"); do cat "$OUT/load-$i.txt"; done
}

psql "$PG" -qc 'DROP SCHEMA IF EXISTS revela_load CASCADE' -c 'CREATE SCHEMA revela_load'
echo "PostgreSQL: $(psql "$PG" -Atc 'SHOW server_version') synchronous_commit=$(psql "$PG" -Atc 'SHOW synchronous_commit'); $(nproc) cores"

serve 1 "$URL" pg
# --raw-pg: PostgreSQL's own ceiling for the same rows first (one writer per revela-load, no
# server), then the server's share of it
load 1 "PostgreSQL, 1 process, closed loop, $WORKERS workers, beside the raw ceiling" --rate 0 --workers "$WORKERS" --raw-pg "$URL"
load 1 "PostgreSQL, 1 process, fixed rate" --rate "$RATE"
stop
serve 3 "$URL" pg
load 3 "PostgreSQL, 3 processes, closed loop, $WORKERS workers in all" --rate 0 --workers $((WORKERS / 3))
load 3 "PostgreSQL, 3 processes, closed loop, $WORKERS workers each, beside the raw ceiling of 3 writers" --rate 0 --workers "$WORKERS" --raw-pg "$URL"
load 3 "PostgreSQL, 3 processes, fixed rate" --rate $((RATE / 3))
stop

# Each process held to CAP cores, as on a machine of its own: what one process sells is then
# bounded by its own CPU, not by the machine's, and three can sell more than one (or collapse
# on a hot row, if there were one).
if [ "$CAP" != 0 ] && g=$(cgroup 0); then
	rmdir "$g" 2>/dev/null || true
	psql "$PG" -qc 'DROP SCHEMA IF EXISTS revela_load CASCADE' -c 'CREATE SCHEMA revela_load'
	CAPPED=1
	serve 1 "$URL" pg-capped
	load 1 "PostgreSQL, 1 process held to $CAP cores, closed loop, $WORKERS workers" --rate 0 --workers "$WORKERS"
	stop
	serve 3 "$URL" pg-capped
	load 3 "PostgreSQL, 3 processes held to $CAP cores each, closed loop, $WORKERS workers each" --rate 0 --workers "$WORKERS"
	stop
	CAPPED=0
else
	echo "== processes held to CAP cores: SKIPPED (CAP=$CAP, or no cgroup can be made here: needs root and a cgroup file system with the cpu controller)"
fi

[ "${SQLITE:-1}" = 0 ] && exit 0
db=$(mktemp -d)/scale.db
serve 1 "$db" sqlite --sync FULL
# --raw: SQLite's own ceiling on the same disk first (no server); --floor: a server that does no
# work, loaded the same way (what HTTP and the load program allow here); then the server's share of both
load 1 "SQLite (--sync FULL), 1 process, closed loop, beside SQLite's raw ceiling and the floor" --rate 0 --workers "$WORKERS" --raw "$(dirname "$db")" --floor
load 1 "SQLite (--sync FULL), 1 process, 1000/s in the 10 s right after the burst" --rate 1000
load 1 "SQLite (--sync FULL), 1 process, fixed rate" --rate "$RATE"
stop
rm -rf "$(dirname "$db")"
