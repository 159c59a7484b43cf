//go:build js

package render

import (
	"strings"

	"revela/core/lots"
	"revela/render/api"
	"revela/render/kit"
	"revela/render/screens"
)

// blockScene is a unit's proof (the end panel's seal: the ticket set) or
// a block's page (?view=block&id=ID, or "Voir le bloc" from a proof): the
// block as it is published now, what it proves and how to check it by
// hand, and on a block's page the checks its published data passes and
// its lot table (issue 28). window.revela.state is "proof" or "block"
// and window.revela.block holds what it shows, for automation.
type blockScene struct {
	id       string
	ticket   *api.Ticket // nil: the block's page
	reading  <-chan result[api.Block]
	b        *api.Block
	counting <-chan result[[]byte] // a closed block's units, read to count its lots
	counted  string                // the row's word: counts conforming or not ("": not yet)
	failed   string                // why the block is not shown
	table    *lots.Table
	back     kit.Button
	see      kit.Button // the proof's way to its block's page
	icons    kit.Icons
	scroll   float64
	bottom   float64
	ret      func() Scene
	words    string
}

// blockInfo is window.revela.block: the block shown and its checks.
type blockInfo struct {
	ID     string `json:"id"`
	Size   int    `json:"size"`
	Sold   int    `json:"sold"`
	Proof  bool   `json:"proof"` // a unit's proof is shown (it passed before its unit was played)
	Table  bool   `json:"table"` // the block's table is the règlement's
	Closed bool   `json:"closed"`
	Secret bool   `json:"secret"` // closed, and its secret hashes to the published hash
	Counts bool   `json:"counts"` // closed, and its published units hold the table's lots exactly
}

func newBlockScene(a *App, id string, t *api.Ticket, ret func() Scene) *blockScene {
	client := a.API
	return &blockScene{id: id, ticket: t, ret: ret, back: kit.Button{Label: "‹ " + a.W.Back},
		reading: async(func() (api.Block, error) { return client.Block(id) })}
}

func (s *blockScene) Update(a *App) error {
	v, w := a.View, a.W
	if r, ok := poll(s.reading); ok {
		s.reading = nil
		s.read(a, r)
	}
	if r, ok := poll(s.counting); ok {
		s.counting = nil
		s.count(a, r)
	}
	state := "block"
	if s.ticket != nil {
		state = "proof"
	}
	a.Status(state, 0, 0, false, s.words)
	x, cw := column(v)
	s.back.R = backAt(v)
	s.scroll = min(max(0, s.scroll+a.In.Scroll), max(0, s.bottom+24-v.H))
	if s.back.Update(&a.In) || a.Press == "home" || a.Press == "back" {
		a.Scenes.GoTo(s.ret())
		return nil
	}
	if s.ticket != nil && s.b != nil {
		s.see = kit.Button{R: kit.R(x+cw-min(200, cw-150), 76, min(200, cw-150), 48), Label: w.SeeBlock}
		if s.see.Update(&a.In) || a.Press == "block" {
			a.Scenes.GoTo(newBlockScene(a, s.id, nil, func() Scene { return s }))
		}
	}
	s.icons.Update(&a.In)
	return nil
}

// read takes the block as the server publishes it, or says why not.
func (s *blockScene) read(a *App, r result[api.Block]) {
	w := a.W
	switch {
	case api.Status(r.err) == 404:
		s.failed = w.NoBlock
	case r.err != nil:
		s.failed = w.Network
	}
	if s.failed != "" {
		s.words = s.failed
		setJSON("block", nil)
		return
	}
	b := r.v
	s.b = &b
	s.table, _ = lots.Find(b.Game, b.Stake)
	if b.ClosedAt != nil && s.ticket == nil {
		client := a.API
		s.counting = async(func() ([]byte, error) { return client.Units(b.ID) })
	}
	s.publish(a, false)
}

// count takes a closed block's published units and counts their lots
// against the table (screens.UnitsMatch).
func (s *blockScene) count(a *App, r result[[]byte]) {
	ok := r.err == nil && screens.UnitsMatch(r.v, s.table)
	s.counted = a.W.CountsBad
	if ok {
		s.counted = a.W.CountsOK
	}
	s.publish(a, ok)
}

// publish tells window.revela.block and the status region what the page
// shows.
func (s *blockScene) publish(a *App, counts bool) {
	b := *s.b
	tableOK, closed, secretOK := screens.BlockChecks(b, s.table)
	setJSON("block", blockInfo{ID: b.ID, Size: b.Size, Sold: b.Sold, Proof: s.ticket != nil, Table: tableOK, Closed: closed,
		Secret: secretOK, Counts: counts})
	var words []string
	for _, r := range s.rows(a) {
		words = append(words, r[0]+" : "+r[1]+".")
	}
	s.words = strings.Join(append(s.said(a), words...), " ")
}

// said is the page's sentences.
func (s *blockScene) said(a *App) []string {
	if s.ticket != nil {
		return a.W.ProofSaid(s.id)
	}
	return a.W.BlockSaid(s.id)
}

// rows is the page's table: the proof's lines, or the block's.
func (s *blockScene) rows(a *App) [][2]string {
	w, b := a.W, *s.b
	if s.ticket != nil {
		return screens.ProofRows(*s.ticket, b, w)
	}
	tableOK, closed, secretOK := screens.BlockChecks(b, s.table)
	table, secret, state, counts := w.TableBad, w.SecretLater, w.StillOpen, w.CountsLater
	if tableOK {
		table = w.TableOK
	}
	if closed {
		secret, state = w.SecretBad, w.ClosedWord+" "+b.ClosedAt.Local().Format(w.When)
		if secretOK {
			secret = w.SecretOK
		}
		counts = s.counted
		if counts == "" {
			counts = w.Loading
		}
	}
	return [][2]string{
		{w.GameWord, a.gameName(b.Game) + " · " + w.Money(b.Stake)},
		{w.UnitsWord, w.SoldOf(int64(b.Sold), int64(b.Size))},
		{w.OpenedWord, b.OpenedAt.Local().Format(w.When)},
		{w.StateWord, state},
		{w.RootWord, screens.Fingerprint(b.Root)},
		{w.TableWord, table},
		{w.SecretWord, secret},
		{w.CountsWord, counts},
	}
}

// column is a page's content column: x and width.
func column(v kit.View) (float64, float64) {
	w := min(v.W-32, 640)
	return (v.W - w) / 2, w
}

// backAt is where a page's Retour goes, at the top of its column. A page
// places it in Draw too: a scene fading in is drawn before its first
// Update, and its button was drawn at nought, its label clipped.
func backAt(v kit.View) kit.Rect {
	x, _ := column(v)
	return kit.R(x, 76, 130, 48)
}

func (s *blockScene) Draw(a *App, c *kit.Canvas) {
	t, v, w := c.T, c.V, a.W
	x, cw := column(v)
	s.back.R = backAt(v)
	y := 140 - s.scroll
	top := y
	switch {
	case s.failed != "":
		for i, line := range kit.Wrap(c, s.failed, 17, false, cw-8) {
			c.Text(line, v.W/2, 200+float64(i)*24, 17, false, kit.Center, t.TextDim)
		}
	case s.b == nil:
		c.Text(w.Loading, v.W/2, 200, 17, false, kit.Center, t.TextDim)
	default:
		for _, sn := range s.said(a) {
			for _, line := range kit.Wrap(c, sn, 15, false, cw-8) {
				c.Text(line, x+4, y+10, 15, false, kit.Left, t.Text)
				y += 21
			}
			y += 6
		}
		title := w.ProofTitle
		if s.ticket == nil {
			title = w.Commitment
		}
		y = drawTable(c, x, y+8, cw, title, nil, s.rows(a))
		if s.ticket == nil && s.table != nil {
			var rows [][2]string
			for _, r := range screens.LotRows(s.table, w) {
				rows = append(rows, [2]string{w.Money(r.Amount), screens.Group(int64(r.Count), w)})
			}
			y = drawTable(c, x, y+8, cw, w.LotTable, nil, rows)
			c.Text(w.LotPer(s.table.BlockSize), x+4, y+8, 13, false, kit.Left, t.TextDim)
			y += 30
		}
	}
	s.bottom = y - top + 140
	title, sub := w.ProofTitle, w.BlockWord+" "+s.id
	if s.ticket == nil {
		title, sub = w.BlockWord+" "+s.id, ""
		if s.b != nil {
			sub = a.gameName(s.b.Game) + " · " + w.Money(s.b.Stake)
		}
	}
	header(c, &s.icons, title, a.Player.Balance, a.Player.Demo, sub)
	c.Panel(kit.R(-4, 64, v.W+8, 70), 0, kit.Darker(t.Background, 1), kit.Darker(t.Background, 1), nil, 0.9)
	s.back.Draw(c, t)
	if s.ticket != nil && s.b != nil {
		s.see.Draw(c, t)
	}
}
