# Client part of the Makefile (the lead reconciles it with the server's).
GOROOT_WASM := $(shell go env GOROOT)/lib/wasm
PUBLIC := web/static/public

.PHONY: wasm test vet
wasm:
	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o $(PUBLIC)/revela.wasm ./cmd/client
	cp $(GOROOT_WASM)/wasm_exec.js $(PUBLIC)/wasm_exec.js
	go run ./cmd/precompress $(PUBLIC)/revela.wasm

test:
	go test ./...

vet:
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./cmd/client ./render/... ./client/...
