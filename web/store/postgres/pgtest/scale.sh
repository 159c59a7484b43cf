#!/bin/sh
# scale.sh: the load figures of docs/scale.md in one command: revela-load against 1 and then
# 3 `revela serve` processes on one PostgreSQL database (durable commits:
# synchronous_commit=on), closed loop and a fixed rate, with the machine's load (uptime)
# beside each figure; then the same against one process on SQLite (--sync FULL) for
# comparison. Run from the repository's root:
#
#     web/store/postgres/pgtest/scale.sh            # or: make scale
#
# Environment: REVELA_PG_URL (default postgres://postgres@127.0.0.1:5432/test?sslmode=disable;
# the schema revela_load is dropped and created again), DURATION (10s), WORKERS (64 in all),
# RATE (500/s in all), PORT (18610: the processes listen on PORT+1 to PORT+3), OUT (out/scale:
# the servers' logs), SQLITE (0: PostgreSQL only). Needs psql and curl.
set -eu
PG=${REVELA_PG_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
DURATION=${DURATION:-10s}
WORKERS=${WORKERS:-64}
RATE=${RATE:-500}
PORT=${PORT:-18610}
OUT=${OUT:-out/scale}
mkdir -p "$OUT" bin
go build -o bin/revela ./cmd/revela
go build -o bin/revela-load ./cmd/revela-load
case $PG in *\?*) URL="$PG&search_path=revela_load" ;; *) URL="$PG?search_path=revela_load" ;; esac

pids=""
stop() {
	for p in $pids; do kill "$p" 2>/dev/null || true; done
	for p in $pids; do wait "$p" 2>/dev/null || true; done
	pids=""
}
trap stop EXIT INT TERM

# serve N DB LABEL [ARGS]: starts N processes on DB (logs named by LABEL), and waits until each answers /healthz.
serve() {
	n=$1 db=$2 label=$3
	shift 3
	for i in $(seq 1 "$n"); do
		bin/revela serve --demo --player-rate 0 --sale-rate 0 --addr "127.0.0.1:$((PORT + i))" \
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
load 1 "PostgreSQL, 1 process, closed loop, $WORKERS workers" --rate 0 --workers "$WORKERS"
load 1 "PostgreSQL, 1 process, fixed rate" --rate "$RATE"
stop
serve 3 "$URL" pg
load 3 "PostgreSQL, 3 processes, closed loop, $WORKERS workers in all" --rate 0 --workers $((WORKERS / 3))
load 3 "PostgreSQL, 3 processes, closed loop, $WORKERS workers each" --rate 0 --workers "$WORKERS"
load 3 "PostgreSQL, 3 processes, fixed rate" --rate $((RATE / 3))
stop

[ "${SQLITE:-1}" = 0 ] && exit 0
db=$(mktemp -d)/scale.db
serve 1 "$db" sqlite --sync FULL
load 1 "SQLite (--sync FULL), 1 process, closed loop" --rate 0 --workers "$WORKERS"
load 1 "SQLite (--sync FULL), 1 process, fixed rate" --rate "$RATE"
stop
rm -rf "$(dirname "$db")"
