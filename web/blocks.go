package web

import (
	"encoding/hex"
	"errors"
	"net/http"
	"strconv"

	"revela/core/block"
	"revela/core/money"
	"revela/web/store"
	"revela/web/wire"
)

// The published blocks (issue 28, docs/blocks.md, Publication): no session
// needed. A block is published from the moment it is stored, before its
// first sale; its secret and its units once it is closed.

// blockID reads the {id} of a block's path: 400 bad_request when it is not
// a positive integer.
func blockID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, ok := parseID(r.PathValue("id"))
	if !ok {
		writeError(w, http.StatusBadRequest, "bad_request", "a block id is a positive integer")
	}
	return id, ok
}

// failBlock answers an error of the store about block id.
func (s *Server) failBlock(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", "no such block")
	case errors.Is(err, store.ErrNotClosed):
		writeError(w, http.StatusNotFound, "not_closed", "the block's units are published once it is closed")
	default:
		s.fail(w, r, err)
	}
}

// block: GET /api/v1/blocks/{id}, a wire.Block.
func (s *Server) block(w http.ResponseWriter, r *http.Request) {
	id, ok := blockID(w, r)
	if !ok {
		return
	}
	c, err := s.cfg.Store.Commitment(r.Context(), id)
	if err != nil {
		s.failBlock(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, wireBlock(c))
}

// blocks: GET /api/v1/blocks?game=G&stake=S (optional before=ID,
// limit=1..100, 20 by default), a wire.Blocks: the series' blocks newest
// first; 404 not_found for a game and stake that no table sells.
func (s *Server) blocks(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	stake, err := money.Parse(q.Get("stake"))
	if q.Get("game") == "" || err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", "game and stake (a decimal amount) are required")
		return
	}
	if _, err := s.cfg.Tables(q.Get("game"), stake); err != nil {
		writeError(w, http.StatusNotFound, "not_found", "no such game and stake")
		return
	}
	limit, before := 20, int64(0)
	for _, p := range []struct {
		name string
		dst  *int64
		max  int64
	}{{"limit", nil, 100}, {"before", &before, 0}} {
		v := q.Get(p.name)
		if v == "" && !q.Has(p.name) {
			continue
		}
		n, ok := parseID(v)
		if !ok || (p.max > 0 && n > p.max) {
			writeError(w, http.StatusBadRequest, "bad_request", "limit must be an integer from 1 to 100, before a positive block id")
			return
		}
		if p.dst == nil {
			limit = int(n)
		} else {
			*p.dst = n
		}
	}
	cs, err := s.cfg.Store.Commitments(r.Context(), q.Get("game"), stake, before, limit)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := wire.Blocks{Blocks: make([]wire.Block, len(cs))}
	for i, c := range cs {
		out.Blocks[i] = wireBlock(c)
	}
	writeJSON(w, http.StatusOK, out)
}

// units: GET /api/v1/blocks/{id}/units, once the block is closed: its
// unit bytes in sale order (docs/blocks.md, Storage), as
// application/octet-stream; 404 not_closed before.
func (s *Server) units(w http.ResponseWriter, r *http.Request) {
	id, ok := blockID(w, r)
	if !ok {
		return
	}
	units, err := s.cfg.Store.Units(r.Context(), id)
	if err != nil {
		s.failBlock(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/octet-stream")
	h.Set("Content-Length", strconv.Itoa(len(units)))
	h["Cache-Control"] = noStore
	w.WriteHeader(http.StatusOK)
	w.Write(units)
}

// wireBlock is c on the wire.
func wireBlock(c store.Commitment) wire.Block {
	b := wire.Block{ID: strconv.FormatInt(c.ID, 10), Game: c.Game, Stake: c.Stake, Version: c.Version, Size: c.Size,
		Table: hex.EncodeToString(c.Table[:]), Root: hex.EncodeToString(c.Root[:]), SecretHash: hex.EncodeToString(c.Hash[:]),
		OpenedAt: c.OpenedAt.UTC().Truncate(1e9), State: c.State, Sold: c.Sold}
	if c.ClosedAt != nil && c.Secret != nil {
		at := c.ClosedAt.UTC().Truncate(1e9)
		b.ClosedAt, b.Secret = &at, hex.EncodeToString(c.Secret[:])
	}
	return b
}

// appendProof appends `,"proof":{...}` (a wire.Proof) for the encoded
// proof of a ticket; nothing for a ticket without one, or one that does
// not decode.
func appendProof(b []byte, data []byte) []byte {
	var p block.Proof
	if data == nil || p.UnmarshalBinary(data) != nil {
		return b
	}
	b = append(b, `,"proof":{"position":`...)
	b = strconv.AppendInt(b, int64(p.Leaf.Pos), 10)
	b = append(b, `,"rank":`...)
	b = strconv.AppendInt(b, int64(p.Leaf.Rank), 10)
	b = append(b, `,"mode":`...)
	b = strconv.AppendInt(b, int64(p.Leaf.Variant), 10)
	b = append(b, `,"prize_cents":`...)
	b = strconv.AppendInt(b, int64(p.Leaf.Amount), 10)
	b = append(b, `,"salt":"`...)
	b = hex.AppendEncode(b, p.Leaf.Salt[:])
	b = append(b, `","path":[`...)
	for i, h := range p.Path {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = hex.AppendEncode(b, h[:])
		b = append(b, '"')
	}
	return append(b, "]}"...)
}

// complete gives each ticket its whole proof: a stored one lacks the
// siblings above its unit's group of 256 (block.Proof.MarshalLower), read
// from its block's upper levels (Store.Upper). A proof that cannot be
// completed is left out of the answer, and logged.
func (s *Server) complete(r *http.Request, ts []store.Ticket) {
	for i := range ts {
		t := &ts[i]
		var p block.Proof
		if t.Proof == nil || p.UnmarshalBinary(t.Proof) != nil || !p.Lower() {
			continue
		}
		up, err := s.cfg.Store.Upper(r.Context(), t.Block)
		if err == nil {
			up.Complete(&p)
			t.Proof, err = p.MarshalBinary()
		}
		if err != nil {
			s.log.Error("a ticket's proof could not be completed", "ticket", t.ID, "block", t.Block, "err", err)
			t.Proof = nil
		}
	}
}
