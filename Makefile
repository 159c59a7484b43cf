# Revela: make run (the product at http://127.0.0.1:8080), make test (every test).
GO      ?= go
ADDR    ?= 127.0.0.1:8080
DB      ?= data/revela.db

.PHONY: all build run test vet fmt-check bench clean wasm FORCE

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

## test: formatting, vet and every test
test: fmt-check vet
	$(GO) test -count=1 ./...
	$(GO) test -run=NONE -fuzz=FuzzValidate -fuzztime=10s ./core/crossingo

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./cmd/client ./render/...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

## bench: the benchmarks of the rules core
bench:
	$(GO) test -run=NONE -bench=. -benchmem ./core/...

## wasm: the WebAssembly client where the server serves it (web/static/public), precompressed;
## rebuilt only when a source of the client changes or the levels change (brotli at its best
## level takes ~40 s: make build; make run compresses at fast levels)
WASM_OUT := web/static/public
WASM     := $(WASM_OUT)/revela.wasm
LEVELS   := $(WASM_OUT)/.precompress
PRECOMPRESS ?=
CLIENT_SRC := $(shell find cmd/client render core assets -type f 2>/dev/null) go.mod go.sum

wasm: $(WASM).br $(WASM_OUT)/wasm_exec.js

$(WASM): $(CLIENT_SRC)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $@ ./cmd/client

# $(LEVELS) holds the flags of the last compression; rewritten only when they change.
$(LEVELS): FORCE
	@mkdir -p $(WASM_OUT)
	@echo "$(PRECOMPRESS)" | cmp -s - $@ || echo "$(PRECOMPRESS)" > $@

$(WASM).br: $(WASM) $(LEVELS) cmd/precompress/main.go
	$(GO) run ./cmd/precompress $(PRECOMPRESS) $(WASM)

FORCE:

$(WASM_OUT)/wasm_exec.js:
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $@

clean:
	rm -rf bin data $(WASM_OUT)/revela.wasm* $(WASM_OUT)/wasm_exec.js $(LEVELS)
