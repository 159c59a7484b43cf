# Revela: make run (the product at http://127.0.0.1:8080), make test (every test).
GO      ?= go
ADDR    ?= 127.0.0.1:8080
DB      ?= data/revela.db
# the WebAssembly client, where the server serves it (make wasm, below)
WASM_OUT := web/static/public
WASM     := $(WASM_OUT)/revela.wasm

.PHONY: all build run check test startbench test-browser test-rest test-race test-lane-browser vet lint fmt-check tracked-size bench clean wasm mutate fonts scale FORCE

all: build

## build: the client, then the server binary (bin/revela) that embeds it
build: wasm
	$(GO) build -trimpath -o bin/revela ./cmd/revela

## run: the product on $(ADDR), SQLite store in $(DB), demo play money;
## the client compressed at fast levels (a few seconds), the best ones only for build
run: PRECOMPRESS = -fast
run: build
	@mkdir -p $(dir $(DB))
	./bin/revela serve --demo --addr $(ADDR) --db $(DB)

## test: formatting, vet, the client built, then three lanes, each command's output printed as
## it ends: the browser tests (web/e2e: one server, one browser, waits on what the page reports,
## never a fixed time), after the client is compressed within its budget (make wasm: brotli's
## best level, about 90 s on one core); every other test; and the tests that run goroutines
## (RACE_RUN) again under the race detector followed by a short fuzz of every validator. From 4
## cores the lanes run side by side. On 2 the compression runs beside the other tests (its core
## would idle), then the browser tests and the race lane in turn: the browser's pages already
## take both cores (6 min 38 s in turn against 9 min 45 s side by side, docs/journal.md)
TEST_JOBS ?= $(shell [ $$(nproc) -ge 4 ] && echo 3 || echo 1)
RACE_RUN ?= Concurrent|Crash|ComposeFailure|GroupCommitFaults|Processes|ReadyInBackground|DamagedReadyBlock|OpenTwice|PositionTaken|GracefulShutdown|ErrorMapping
## a count of inputs, not a duration: go1.26's fuzzing coordinator can fail a clean run with
## "context deadline exceeded" when a duration ends with a worker mid-input (go.dev/issue/75804)
FUZZ_EXECS ?= 50000x
FUZZ = core/crossingo:FuzzValidate core/diamondriver:FuzzValidate core/eldorado:FuzzValidate \
       core/sudoku:FuzzValidate core/sudoku:FuzzPlainDecode core/luchafortune:FuzzValidate
test: fmt-check vet $(WASM) $(WASM_OUT)/wasm_exec.js
	@$(GO) run ./web/store/postgres/pgtest/ping
ifeq ($(TEST_JOBS),1)
	@$(MAKE) --no-print-directory -j2 -Oline wasm test-rest
	@$(MAKE) --no-print-directory -Oline test-browser test-race
else
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) -Oline test-lane-browser test-rest test-race
endif

test-lane-browser: wasm
	@$(MAKE) --no-print-directory test-browser

## (go test's time-out 15 minutes, for a loaded machine)
test-browser:
	$(GO) test -count=1 -timeout 15m ./web/e2e

test-rest:
	$(GO) test -count=1 -timeout 15m $$($(GO) list ./... | grep -v '/web/e2e$$')

test-race:
	$(GO) test -count=1 -race -run '$(RACE_RUN)' ./web/... ./core/crossingo
	@for f in $(FUZZ); do \
	  echo "$(GO) test -run=NONE -fuzz=$${f#*:} -fuzztime=$(FUZZ_EXECS) ./$${f%%:*}"; \
	  $(GO) test -run=NONE -fuzz=$${f#*:}\$$ -fuzztime=$(FUZZ_EXECS) ./$${f%%:*} || exit 1; \
	done

## check: the quick gate while working (about a minute): gofmt, vet and staticcheck for both
## GOOS, no tracked file over 5 MB, and the short tests (browser, crash and full-block tests skip)
check: fmt-check vet lint tracked-size
	$(GO) test -short ./...

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./cmd/client ./cmd/startbench/hello ./render/...
	GOOS=js GOARCH=wasm $(GO) vet -tags floor ./cmd/client

## lint: staticcheck (pinned by the tool line of go.mod); the client's packages in both builds at
## once, so that what only the js build uses is not called unused
STATICCHECK = $(GO) tool staticcheck
lint:
	$(STATICCHECK) $$($(GO) list ./... | grep -v -e '/render' -e '/cmd/client$$')
	printf 'linux: GOOS=linux GOARCH=amd64\njs: GOOS=js GOARCH=wasm\n' | $(STATICCHECK) -matrix ./render/...
	printf 'js: GOOS=js GOARCH=wasm\n' | $(STATICCHECK) -matrix ./cmd/client ./cmd/startbench/hello
	printf 'floor: GOOS=js GOARCH=wasm GOFLAGS=-tags=floor\n' | $(STATICCHECK) -matrix ./cmd/client

## tracked-size: build outputs are never committed; no tracked file over 5 MB
tracked-size:
	@big=$$(git ls-files -z | xargs -0 -r stat -c '%s %n' 2>/dev/null | awk '$$1 > 5000000 {print $$2}'); \
	if [ -n "$$big" ]; then echo "tracked files over 5 MB (build outputs are never committed):"; echo "$$big"; exit 1; fi

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

## mutate: mutation testing (gremlins) of the rules core, the store and the handlers, one
## package at a time, with each package's test efficacy; slow, not part of make test.
## MUTATE=core/money runs one package; MUTATE_FLAGS=--workers=1 on a shared machine.
## Tests run with -short and the build tag gremlins: the full-size block tests, the crash and
## bank tests skip, and the games' long samples shrink (docs/testing.md).
GREMLINS_VERSION := v0.6.0
GREMLINS ?= $(shell $(GO) env GOPATH)/bin/gremlins
MUTATE   ?= core core/money core/lots core/rules core/block core/proof core/sha core/games core/crossingo core/diamondriver core/eldorado \
            core/sudoku core/luchafortune core/realism web/store web/store/sqlite web/store/postgres web
MUTATE_FLAGS ?=
# a mutant's tests time out after MUTATE_TIMEOUT times the coverage run: generous, as a
# loaded machine runs them slower
MUTATE_TIMEOUT ?= 30

mutate:
	@test -x $(GREMLINS) || $(GO) install github.com/go-gremlins/gremlins/cmd/gremlins@$(GREMLINS_VERSION)
	@out=$$(mktemp); trap 'rm -f $$out' EXIT; summary=""; for p in $(MUTATE); do \
	  case $$p in \
	    web) skip='^(e2e|internal|load|static|store)/' ;; \
	    web/store) skip='^sqlite/' ;; \
	    core) skip='/' ;; \
	    *) skip='^$$' ;; \
	  esac; \
	  echo "== $$p"; \
	  GOFLAGS=-short $(GREMLINS) unleash --tags gremlins --output-statuses klct --timeout-coefficient $(MUTATE_TIMEOUT) \
	    --exclude-files "$$skip" $(MUTATE_FLAGS) ./$$p 2>&1 | tee $$out; \
	  eff=$$(sed -n 's/^Test efficacy: //p' $$out); \
	  counts=$$(grep '^Killed:' $$out); \
	  summary="$$summary$$(printf '%-18s efficacy %-8s %s' $$p "$$eff" "$$counts")\n"; \
	done; printf '\n== test efficacy per package\n%b' "$$summary"

## fonts: the client's fonts cut to the characters it shows (assets/fonts; needs fonttools'
## pyftsubset); the cut fonts are committed, so a build never needs it
GOFONTS = $(shell $(GO) list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs
fonts:
	@u=$$(sed -n 's/^const Unicodes = "\(.*\)" +$$/\1/p; s/^\t"\(U+.*\)"$$/\1/p' assets/fonts/fonts.go | tr -d '\n'); \
	for f in Regular Bold; do \
	  pyftsubset $(GOFONTS)/Go-$$f.ttf --unicodes="$$u" --layout-features='*' --no-hinting --desubroutinize \
	    --output-file=assets/fonts/Go-$$f.ttf; \
	done; ls -l assets/fonts/*.ttf

## bench: the benchmarks of the rules core
bench:
	$(GO) test -run=NONE -bench=. -benchmem ./core/...

## startbench: the client's first frame beside an Ebitengine hello world's (cmd/startbench/hello,
## built by the harness, never committed), N loads of each in turn, first visits, in headless
## Chromium; prints the marks, where the start goes and the ratio, with the load average
## (docs/client.md "Start"); with the floor, the whole client linked and initialised but drawing
## a plain frame: what its bytes and package init cost. STARTBENCH_FLAGS="-n 9 -inittrace"
STARTBENCH_FLAGS ?= -n 9 -floor
startbench: build
	$(GO) run ./cmd/startbench -bin bin/revela -client-gcflags '$(WASM_GCFLAGS)' $(STARTBENCH_FLAGS) $(if $(PRECOMPRESS),-fast)

## scale: the load figures of docs/scale.md (revela-load against 1 and 3 processes on
## PostgreSQL, then SQLite), with the machine's load beside each; REVELA_PG_URL as for the tests
scale:
	web/store/postgres/pgtest/scale.sh

## wasm: the WebAssembly client where the server serves it (web/static/public), precompressed;
## rebuilt only when a source of the client changes or the levels change (brotli at its best
## level takes ~40 s: make build; make run compresses at fast levels)
LEVELS   := $(WASM_OUT)/.precompress
PRECOMPRESS ?=
CLIENT_SRC := $(shell find cmd/client render core assets -type f 2>/dev/null) go.mod go.sum

wasm: $(WASM).br $(WASM_OUT)/wasm_exec.js

# Inlining off outside the runtime's low-level packages (runtime, internal, sync): the client
# is about 240 KB smaller in brotli (five games, the studio and the limits in 2.5 MB), and the
# runtime, maps and locks, which every frame runs, are inlined as before. math, strings, bytes
# and unicode are not (5.4 KB of brotli, docs/journal.md), nor math/big and math/rand
# (docs/client.md). Inlined too: the kit (render/kit), whose pixel loops paint the symbols and
# glyphs of the first frame (10 KB more brotli, its step about 90 ms shorter), and Ebitengine
# and golang.org/x/image, whose loops run for each vertex the kit's meshes draw and each glyph's
# outline (20 KB more brotli, fewer bytes of .wasm; docs/journal.md).
WASM_GCFLAGS := -gcflags=all=-l $(foreach p,runtime/... internal/... sync/... revela/render/kit github.com/hajimehoshi/ebiten/v2/... golang.org/x/image/...,-gcflags=$(p)=)

# The compressed forms of an earlier client are removed first: a build embedding the folder
# before they are made again (make test's other lanes) serves this client, not them.
$(WASM): $(CLIENT_SRC)
	rm -f $@.br $@.gz
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" $(WASM_GCFLAGS) -o $@ ./cmd/client

# $(LEVELS) holds the flags of the last compression; rewritten only when they change.
$(LEVELS): FORCE
	@mkdir -p $(WASM_OUT)
	@echo "$(PRECOMPRESS)" | cmp -s - $@ || echo "$(PRECOMPRESS)" > $@

$(WASM).br: $(WASM) $(LEVELS) cmd/precompress/main.go
	$(GO) run ./cmd/precompress $(PRECOMPRESS) -budget 2500000 $(WASM)

FORCE:

$(WASM_OUT)/wasm_exec.js:
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $@

clean:
	rm -rf bin data $(WASM_OUT)/revela.wasm* $(WASM_OUT)/wasm_exec.js $(LEVELS)
